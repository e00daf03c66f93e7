import crypto from "node:crypto";
import { authenticator } from "../../scripts/lib/authenticator.mjs";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./server.ts";

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

// Requests that end the session they carry (logout, and sign-in's rotation).
const ENDS_SESSION = /^\/(hi\/)?(api\/auth\/)?(login|logout)(\?|$)/;

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
    if (method === "POST" && ENDS_SESSION.test(path) && this.holdsSharedAdminSession()) {
      throw new Error(
        `${path} would end the admin session the run's files share: sign in with login(email, password, { fresh: true }) first`,
      );
    }
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
  /** A page's form, posted as a browser without JavaScript sends it (urlencoded). */
  postForm = (
    path: string,
    fields: Record<string, string> | URLSearchParams,
    headers: Record<string, string> = {},
  ) =>
    this.request("POST", path, new URLSearchParams(fields).toString(), {
      "content-type": "application/x-www-form-urlencoded",
      ...headers,
    });
  put = (path: string, body?: unknown) => this.request("PUT", path, body);
  patch = (path: string, body?: unknown) => this.request("PATCH", path, body);
  delete = (path: string) => this.request("DELETE", path);

  /**
   * Signs in through the two-step flow (docs/product/team.md): the password, then for staff and
   * admin a code from the authenticator (enrolling the account the first time). The seeded admin
   * gets the one whole session the run's files share on this server (an account takes one code per
   * 30 s); `fresh: true` makes a new one, for a test that signs it out or rotates it. Answers
   * `{status, headers, text, json}` with `json.user`: the answer that made the session whole, or
   * /api/auth/me's for the shared session. Throws unless every step answers 200.
   */
  async login(
    email = ADMIN_EMAIL,
    password = ADMIN_PASSWORD,
    { fresh = false }: { fresh?: boolean } = {},
  ) {
    if (!fresh && sameEmail(email, ADMIN_EMAIL) && password === ADMIN_PASSWORD) {
      this.cookie = await authenticator.sharedSession(this.baseUrl, ADMIN_EMAIL, {
        check: async (cookie) => {
          const me = await new ApiClient(this.baseUrl, this.ip)
            .withCookie(cookie)
            .get("/api/auth/me");
          if (me.status === 401 || me.status === 403) return false;
          if (me.status !== 200)
            throw new Error(`GET /api/auth/me answered ${me.status}: ${me.text}`);
          // `mfa: 'enrol'`: its two-step sign-in was reset; a new sign-in enrols again.
          return !me.json.mfa && sameEmail(me.json.user.email, ADMIN_EMAIL);
        },
        create: async () => {
          const maker = new ApiClient(this.baseUrl);
          await maker.signIn(email, password);
          return maker.cookie;
        },
      });
      const me = await this.get("/api/auth/me");
      if (me.status !== 200) throw new Error(`login failed: /api/auth/me ${me.status} ${me.text}`);
      return me;
    }
    // Sign-in ends the session the request carries: never the shared one.
    if (this.holdsSharedAdminSession()) this.cookie = "";
    const { user, answer } = await this.signIn(email, password);
    return { ...answer, json: { ...answer.json, user } };
  }

  private async signIn(email: string, password: string) {
    try {
      return await authenticator.signInFlow({
        stateKey: this.baseUrl,
        email,
        password,
        request: (method, path, body) => this.request(method, path, body),
      });
    } catch (error) {
      throw new Error(`login failed: ${(error as Error).message}`);
    }
  }

  private withCookie(cookie: string) {
    this.cookie = cookie;
    return this;
  }

  private holdsSharedAdminSession() {
    return (
      this.cookie !== "" && this.cookie === authenticator.sharedSessionOf(this.baseUrl, ADMIN_EMAIL)
    );
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
