import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { i18nFor } from "../../i18n/catalogues.server.ts";
import { I18nProvider } from "../../i18n/i18n.tsx";
import type { Lang } from "../../i18n/lang.ts";
import { AuthErrorScreen } from "./auth-shell.tsx";

function LoginPage() {
  return null;
}

function LoginError() {
  return (
    <AuthErrorScreen
      title={{ id: "auth.login.title", english: "Log in" }}
      retryHref="/login"
      tooManyMessage={{ id: "auth.login.tooMany", english: "Too many sign-in attempts." }}
    />
  );
}

function Root() {
  return (
    <I18nProvider>
      <Outlet />
    </I18nProvider>
  );
}

/**
 * Renders the screen as the route's ErrorBoundary, with `error` as the route's error. The root
 * sends "site"; the login route's own messages ("auth") only when `withAuth` (a failed action
 * leaves the route without fresh loader data).
 */
function renderWithError(error: unknown, lang: Lang = "en", withAuth = true): string {
  const base = lang === "hi" ? "/hi/login" : "/login";
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Root,
      children: [{ id: "auth", path: base, Component: LoginPage, ErrorBoundary: LoginError }],
    },
  ]);
  return renderToString(
    <Stub
      initialEntries={[base]}
      hydrationData={{
        loaderData: {
          root: { i18n: i18nFor(lang, "site") },
          ...(withAuth ? { auth: { i18n: i18nFor(lang, "auth") } } : {}),
        },
        errors: { auth: error },
      }}
    />,
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
    for (const withAuth of [true, false]) {
      const html = renderWithError(errorResponse(429), "en", withAuth);
      expect(html).toContain("Too many sign-in attempts.");
      expect(html).not.toContain("Server error");
      expect(html).toContain('href="/login"');
      expect(html).toContain("Log in</h1>");
      expect(html).not.toContain("auth.");
    }
  });

  it("says server error for anything else, without the rate-limit message", () => {
    for (const error of [errorResponse(500), new Error("boom")]) {
      const html = renderWithError(error);
      expect(html).toContain("Server error. Please try again.");
      expect(html).not.toContain("Too many");
      expect(html).not.toContain("boom");
    }
  });

  it("speaks Hindi on /hi/login, and links to the Hindi page", () => {
    const html = renderWithError(errorResponse(429), "hi");
    expect(html).toContain("लॉग इन की बहुत ज़्यादा कोशिशें हो गई हैं");
    expect(html).toContain('href="/hi/login"');
    expect(html).toContain("लॉग इन करें</h1>");
    expect(html).toContain("होम पेज पर लौटें");
    // Without the page's own messages it still shows Hindi from the site's, never a message id.
    const bare = renderWithError(errorResponse(500), "hi", false);
    expect(bare).toContain("हमारी ओर से कुछ गड़बड़ हो गई");
    expect(bare).not.toContain("auth.");
  });
});
