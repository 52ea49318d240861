import type { FastifyInstance, InjectOptions } from "fastify";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface InjectResponse<T = any> {
  status: number;
  body: T;
  /** The body's bytes (a PDF, a workbook). */
  raw: Buffer;
  headers: Record<string, unknown>;
  cookies: { name: string; value: string; [key: string]: unknown }[];
}

/**
 * A browser-like client over app.inject: keeps cookies, fetches the XSRF cookie before its
 * first mutation and echoes it in X-XSRF-TOKEN, as the web app does. The API tests use it
 * (as `TestClient`), and so does the demo book of business, which places risks through the API.
 */
export class InjectClient {
  readonly cookies = new Map<string, string>();

  /** `remoteAddress`: the socket peer the app sees (app.inject's default is 127.0.0.1). */
  constructor(
    private readonly app: FastifyInstance,
    private readonly options: { remoteAddress?: string } = {},
  ) {}

  async csrf(): Promise<string> {
    await this.request("GET", "/api/sanctum/csrf-cookie");
    return this.cookies.get("XSRF-TOKEN")!;
  }

  async request<T = any>(
    method: Method,
    url: string,
    body?: unknown,
    options: { csrf?: boolean; headers?: Record<string, string>; rawBody?: string } = {},
  ): Promise<InjectResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (method !== "GET" && options.csrf !== false) {
      if (!this.cookies.has("XSRF-TOKEN")) await this.csrf();
      headers["x-xsrf-token"] = this.cookies.get("XSRF-TOKEN")!;
    }
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    }
    const inject: InjectOptions = { method, url, headers };
    if (this.options.remoteAddress) inject.remoteAddress = this.options.remoteAddress;
    if (options.rawBody !== undefined) {
      inject.payload = options.rawBody;
      headers["content-type"] ??= "application/json";
    } else if (body !== undefined) {
      inject.payload = body as InjectOptions["payload"];
    }
    const response = await this.app.inject(inject);
    for (const cookie of response.cookies as InjectResponse["cookies"]) {
      const expired = cookie.expires instanceof Date && cookie.expires.getTime() <= Date.now();
      if (expired || cookie.value === "") this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    const text = response.body;
    let parsed: unknown = text;
    if (String(response.headers["content-type"] ?? "").includes("application/json") && text) {
      parsed = JSON.parse(text);
    }
    return {
      status: response.statusCode,
      body: parsed as T,
      raw: response.rawPayload,
      headers: response.headers,
      cookies: response.cookies as InjectResponse["cookies"],
    };
  }

  get = <T = any>(url: string, options?: { headers?: Record<string, string> }) =>
    this.request<T>("GET", url, undefined, options);
  post = <T = any>(url: string, body?: unknown, options?: Parameters<InjectClient["request"]>[3]) =>
    this.request<T>("POST", url, body, options);
  put = <T = any>(url: string, body?: unknown, options?: Parameters<InjectClient["request"]>[3]) =>
    this.request<T>("PUT", url, body, options);
  delete = <T = any>(url: string, options?: Parameters<InjectClient["request"]>[3]) =>
    this.request<T>("DELETE", url, undefined, options);

  async login(email: string, password: string) {
    const response = await this.post("/api/login", { email, password });
    if (response.status !== 200) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
    return response;
  }
}
