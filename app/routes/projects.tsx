// Placeholder page.
export default function Projects() {
  return <main><h1>Projects</h1></main>;
}
