// Placeholder page.
export default function Banks() {
  return <main><h1>Banks</h1></main>;
}
