// Placeholder page.
export default function Eligibility() {
  return <main><h1>Eligibility</h1></main>;
}
