// Placeholder page.
export default function Login() {
  return <main><h1>Login</h1></main>;
}
