// Placeholder page.
export default function NotFound() {
  return <main><h1>NotFound</h1></main>;
}
