import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Form, Link, NavLink } from "./router-links.tsx";

// Links and forms leave route discovery to the navigation (docs/decisions/035-routes-discovered-
// on-navigation.md): none of them asks React Router to look up its route when it is rendered.

/** What the stub's page shows: set by `render` just before it renders. */
let shown: React.ReactNode = null;
const Stub = createRoutesStub([{ path: "/", Component: () => shown }]);

/** Renders `node` as the page at / of a data router (a Form needs one). */
function render(node: React.ReactNode) {
  shown = node;
  return renderToString(<Stub initialEntries={["/"]} />);
}

describe("router links", () => {
  it("render no data-discover, so nothing is looked up after hydration", () => {
    const html = render(
      <>
        <Link to="/projects">Projects</Link>
        <NavLink to="/partners">Partners</NavLink>
        <Form method="get" action="/eligibility-form">
          <button type="submit">Go</button>
        </Form>
      </>,
    );
    expect(html).toContain('href="/projects"');
    expect(html).toContain('action="/eligibility-form"');
    expect(html).not.toContain("data-discover");
  });

  it("still lets one link ask for discovery at render", () => {
    expect(render(<Link to="/projects" discover="render" />)).toContain('data-discover="true"');
  });
});
