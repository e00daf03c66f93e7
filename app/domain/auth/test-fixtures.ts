// A registration as POST /api/register takes it (docs/product/http-api.md), shared by the users
// module's tests and the integration tests of the call; each gives its own unique email and password.

export function registrationBody(
  email: string,
  password: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    name: "Asha",
    surname: "Rao",
    dob: "1990-04-12",
    mobile: "+91 98765 43210",
    email,
    password,
    ...overrides,
  };
}
