import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { AuthErrorScreen } from "./auth-shell.tsx";

function LoginPage() {
  return null;
}

function LoginError() {
  return (
    <AuthErrorScreen
      title="Log in"
      retryHref="/login"
      tooManyMessage="Too many sign-in attempts."
    />
  );
}

/** Renders the screen as the route's ErrorBoundary, with `error` as the route's error. */
function renderWithError(error: unknown): string {
  const Stub = createRoutesStub([
    { id: "auth", path: "/login", Component: LoginPage, ErrorBoundary: LoginError },
  ]);
  return renderToString(
    <Stub initialEntries={["/login"]} hydrationData={{ errors: { auth: error } }} />,
  );
}

// The shape React Router gives a thrown error response (isRouteErrorResponse checks it).
const errorResponse = (status: number) => ({
  status,
  statusText: "",
  internal: false,
  data: "",
});

describe("AuthErrorScreen", () => {
  it("names the rate limit for a 429, with a way to try again", () => {
    const html = renderWithError(errorResponse(429));
    expect(html).toContain("Too many sign-in attempts.");
    expect(html).not.toContain("Server error");
    expect(html).toContain('href="/login"');
    expect(html).toContain("Log in</h1>");
  });

  it("says server error for anything else, without the rate-limit message", () => {
    for (const error of [errorResponse(500), new Error("boom")]) {
      const html = renderWithError(error);
      expect(html).toContain("Server error. Please try again.");
      expect(html).not.toContain("Too many");
      expect(html).not.toContain("boom");
    }
  });
});
