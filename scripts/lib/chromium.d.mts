// Types for chromium.mjs, which the TypeScript tests share (tests/support/browser.ts).
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
