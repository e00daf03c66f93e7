// Placeholder page.
export default function Account() {
  return <main><h1>Account</h1></main>;
}
