// Placeholder page.
export default function Seo() {
  return <main><h1>Seo</h1></main>;
}
