// Placeholder page.
export default function BankProjects() {
  return <main><h1>BankProjects</h1></main>;
}
