// Placeholder page.
export default function Messages() {
  return <main><h1>Messages</h1></main>;
}
