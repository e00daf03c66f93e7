// Placeholder page.
export default function BankEdit() {
  return <main><h1>BankEdit</h1></main>;
}
