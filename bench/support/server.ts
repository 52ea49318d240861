/**
 * Starts and stops the real server for the benchmarks: the compiled bundle (what `npm start`
 * runs) or the TypeScript sources through tsx, on a free port, and signs a demo user in.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../../", import.meta.url));
export const DEMO_PASSWORD = "Demo-Password-1!";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Compiles apps/server to dist/main.js (about a second). */
export function buildServer() {
  const result = spawnSync(process.execPath, ["apps/server/build.mjs"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("the server did not compile");
}

export interface RunningServer {
  url: string;
  /** Milliseconds from spawning the process to the first healthy answer. */
  startMs: number;
  stop(): Promise<void>;
}

export type ServerMode = "compiled" | "tsx";

/** Spawns a process and resolves once `healthUrl` answers 200. */
export async function spawnUntilHealthy(
  args: string[],
  env: Record<string, string>,
  healthUrl: string,
): Promise<{ child: ChildProcess; startMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited:\n${output}`);
    try {
      const response = await fetch(healthUrl);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${args.join(" ")} did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { child, startMs: performance.now() - started };
}

export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** The real server on `env` (DATA_DIR and, for PostgreSQL, DATABASE_URL). */
export async function startServer(
  env: Record<string, string>,
  mode: ServerMode = "compiled",
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const args =
    mode === "compiled"
      ? ["apps/server/dist/main.js"]
      : ["--import", "tsx", "apps/server/src/main.ts"];
  const { child, startMs } = await spawnUntilHealthy(
    args,
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      LOG_LEVEL: "warn",
      SEED_DEMO: "true",
      // Figures against the seeded market alone (no demo book placed at start).
      DEMO_BOOK: "false",
      ...env,
    },
    `${url}/api/health`,
  );
  return { url, startMs, stop: () => stopChild(child) };
}

/** Signs a demo user in as the web app does (XSRF cookie first) and returns the Cookie header. */
export async function signIn(url: string, email: string): Promise<string> {
  const jar = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const index = pair.indexOf("=");
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  remember(await fetch(`${url}/api/sanctum/csrf-cookie`));
  const response = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: cookie(),
      "x-xsrf-token": decodeURIComponent(jar.get("XSRF-TOKEN") ?? ""),
    },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  remember(response);
  return cookie();
}
