import crypto from "node:crypto";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./server.ts";

/**
 * A tiny HTTP client for integration tests: keeps the session cookie like a browser would and
 * sends its own X-Forwarded-For, so each client has its own rate-limit bucket.
 */
export class ApiClient {
  cookie = "";
  readonly ip: string;

  constructor(
    readonly baseUrl: string,
    ip?: string,
  ) {
    this.ip = ip ?? `10.${rand()}.${rand()}.${rand()}`;
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const init: RequestInit = {
      method,
      headers: {
        "x-forwarded-for": this.ip,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body !== undefined && typeof body !== "string"
          ? { "content-type": "application/json" }
          : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      redirect: "manual",
    };
    const res = await fetch(`${this.baseUrl}${path}`, init);
    // The session cookie only: pages also set the attribution cookie (gs_source, ADR 032),
    // which a test of it reads from the headers itself.
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("__session="));
    if (setCookie) {
      const pair = setCookie.split(";")[0];
      this.cookie = pair.endsWith("=") ? "" : pair;
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON shapes
    return { status: res.status, headers: res.headers, text, json: json as any };
  }

  get = (path: string, headers?: Record<string, string>) =>
    this.request("GET", path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request("POST", path, body, headers);
  put = (path: string, body?: unknown) => this.request("PUT", path, body);
  patch = (path: string, body?: unknown) => this.request("PATCH", path, body);
  delete = (path: string) => this.request("DELETE", path);

  async login(email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
    const res = await this.post("/api/auth/login", { email, password });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
    return res;
  }

  /** Registers a new customer account (the plain role) and signs this client in as it. */
  async registerCustomer(prefix = "customer") {
    const email = uniqueEmail(prefix);
    const password = "a long enough password";
    const res = await this.post("/api/register", {
      surname: "Customer",
      mobile: "9876543210",
      email,
      password,
    });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
    await this.login(email, password);
    return { email, password };
  }
}

function rand() {
  return crypto.randomInt(1, 254);
}

export function uniqueEmail(prefix = "user") {
  return `${prefix}-${crypto.randomBytes(5).toString("hex")}@example.test`;
}
