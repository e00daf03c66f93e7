// Placeholder page.
export default function Bank() {
  return <main><h1>Bank</h1></main>;
}
