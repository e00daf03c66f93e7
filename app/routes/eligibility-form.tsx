// Placeholder page.
export default function EligibilityForm() {
  return <main><h1>EligibilityForm</h1></main>;
}
