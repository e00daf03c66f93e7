// React Router's Link, NavLink and Form, with routes discovered when the visitor navigates, not
// when a link is rendered (docs/decisions/035-routes-discovered-on-navigation.md).
//
// The browser starts with the routes of the page it loaded, not the site's 110, which spared
// the slow phone the largest uninterruptible task of its load (the router ranking every route).
// React Router would otherwise look up every rendered link's route right after hydration, and the
// answer re-renders the page, which hydrates every island at once (ADR 033). So links and forms
// leave discovery to the navigation: its first visit to a kind of page asks /__manifest for that
// route first. Import these, not React Router's own: the linter holds components and routes to it
// (biome.json, noRestrictedImports).
import type { ComponentProps } from "react";
// biome-ignore lint/style/noRestrictedImports: the one place that wraps React Router's own.
import { Form as RouterForm, Link as RouterLink, NavLink as RouterNavLink } from "react-router";

export function Link({ discover = "none", ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink discover={discover} {...props} />;
}

export function NavLink({ discover = "none", ...props }: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink discover={discover} {...props} />;
}

export function Form({ discover = "none", ...props }: ComponentProps<typeof RouterForm>) {
  return <RouterForm discover={discover} {...props} />;
}
