// The Chromium the e2e tests and the Lighthouse budgets drive (docs/testing.md): where it is and
// the flags that keep a headless run quiet and repeatable (no background traffic, no updates).

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
