// Types for authenticator.mjs, which the TypeScript tests share (tests/support/api-client.ts,
// tests/support/browser.ts).
export const PERIOD_MS: number;
export const PREVIOUS_STEP_MARGIN_MS: number;
export function base32Decode(text: string): Buffer;
export function stepAt(ms?: number): number;
export function totp(secretBase32: string, step: number): string;

export interface AnswerLike {
  status: number;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: the answers' JSON is read loosely
  json: any;
}

export interface Authenticator {
  linkState(baseUrl: string, stateKey: string): void;
  stateKeyOf(baseUrl: string): string;
  rememberSecret(stateKey: string, email: string, secret: string): Promise<void>;
  rememberRecoveryCodes(stateKey: string, email: string, codes: string[]): Promise<void>;
  recoveryCodesOf(stateKey: string, email: string): string[];
  secretOf(stateKey: string, email: string): string | undefined;
  nextCode(stateKey: string, email: string): Promise<string>;
  withNextCode<T>(
    stateKey: string,
    email: string,
    use: (code: string) => Promise<T> | T,
  ): Promise<T>;
  sharedSession(
    stateKey: string,
    email: string,
    hooks: { check(cookie: string): Promise<boolean>; create(): Promise<string> },
  ): Promise<string>;
  sharedSessionOf(stateKey: string, email: string): string | undefined;
  signInFlow<A extends AnswerLike>(options: {
    stateKey: string;
    email: string;
    password: string;
    request(method: string, path: string, body?: unknown): Promise<A>;
    // biome-ignore lint/suspicious/noExplicitAny: the user as the server answers it
  }): Promise<{ user: any; answer: A; recoveryCodes?: string[] }>;
  signIn(options: {
    baseUrl: string;
    email: string;
    password: string;
    headers?: Record<string, string>;
    stateKey?: string;
    // biome-ignore lint/suspicious/noExplicitAny: the user as the server answers it
  }): Promise<{ cookie: string; user: any }>;
}

export function createAuthenticator(options?: {
  dir?: string;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  previousStepMarginMs?: number;
}): Authenticator;

export const authenticator: Authenticator;
export const signIn: Authenticator["signIn"];
