// Placeholder page.
export default function Register() {
  return <main><h1>Register</h1></main>;
}
