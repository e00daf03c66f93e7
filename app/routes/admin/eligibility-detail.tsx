// Placeholder page.
export default function EligibilityDetail() {
  return <main><h1>EligibilityDetail</h1></main>;
}
