// Placeholder page.
export default function Privacy() {
  return <main><h1>Privacy</h1></main>;
}
