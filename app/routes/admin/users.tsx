// Placeholder page.
export default function Users() {
  return <main><h1>Users</h1></main>;
}
