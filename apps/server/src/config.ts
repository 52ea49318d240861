import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { join, resolve } from "node:path";
import { z } from "zod";
import { serverPaths } from "./paths.ts";

const boolean = z
  .enum(["true", "false", "1", "0", ""])
  .transform((value) => value === "true" || value === "1");

/** Every environment variable the server reads. The README documents each one. */
const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  PGLITE_DIR: z.string().optional(),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  REDIS_URL: z.string().url().optional(),
  JOB_WORKERS: boolean.default(true),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(300).default(10),
  /** Jobs of one queue run at once per instance (default: the cores, 1 to 4). */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).optional(),
  /** Every queue's first retry delay, doubled at each attempt (default: each queue's own). */
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  /** Every queue's retries after the first failure (default: each queue's own). */
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).optional(),
  APP_KEY: z.string().min(32).optional(),
  APP_URL: z.string().url().default("http://localhost:3000"),
  BASE_HOST: z.string().optional(),
  ENVIRONMENT_LABELS: z.string().default("uat,www,app"),
  WEB_ORIGIN: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  COOKIE_DOMAIN: z.string().optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  SESSION_REMEMBER_DAYS: z.coerce.number().int().min(1).default(30),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  SEED_DEMO: boolean.default(true),
  /** With the demo market, a few risks, policies and a claim placed through the API at first start. */
  DEMO_BOOK: boolean.default(true),
  // `auto` and `manual` are the earlier spellings of false and true.
  COMPANY_APPROVAL: z
    .enum(["true", "false", "auto", "manual"])
    .default("false")
    .transform((value) => value === "true" || value === "manual"),
  INVITATION_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  WEBHOOK_ALLOWED_HOSTS: z.string().optional(),
  /** Where file bytes live: this instance's disk, the database, or S3-compatible storage. */
  FILE_STORAGE: z.enum(["local", "postgres"]).default("local"),
  TRUST_PROXY: z.string().default(""),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Slipway <no-reply@slipway.local>"),
  SMS_PROVIDER: z.enum(["outbox", "twilio"]).default("outbox"),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().min(0).default(0),
  PASSWORD_HISTORY: z.coerce.number().int().min(0).max(50).default(5),
  PASSWORD_RESET_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
  AUTH_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  AUTH_LOCKOUT_MINUTES: z.coerce.number().int().min(1).default(15),
  AUTH_IP_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(100),
  MICROSOFT_CLIENT_ID: z.string().optional(),
  MICROSOFT_CLIENT_SECRET: z.string().optional(),
  MICROSOFT_AUTHORITY: z.string().url().default("https://login.microsoftonline.com"),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  pgliteDir: string;
  /** PostgreSQL server URL; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  databasePoolSize: number;
  redisUrl?: string;
  /** Where stored files live (platform/storage): `local` under DATA_DIR/files, or `postgres`. */
  fileStorage: "local" | "postgres";
  /** Background jobs: run workers and schedules in this process; how often idle workers poll. */
  jobs: {
    workers: boolean;
    pollSeconds: number;
    concurrency?: number;
    retryDelaySeconds?: number;
    retryLimit?: number;
  };
  appKey: string;
  appUrl: string;
  secureCookies: boolean;
  baseHost: string;
  environmentLabels: string[];
  webOrigins: string[];
  webDistDir: string;
  cookieDomain?: string;
  /** `cacheSeconds`: how long a resolved session is kept in the actor cache (0 = off). */
  session: {
    idleMinutes: number;
    absoluteHours: number;
    rememberDays: number;
    cacheSeconds: number;
  };
  seedDemo: boolean;
  demoBook: boolean;
  /** false: a registered company is active at once; true: it waits for the system company's approval. */
  companyApproval: boolean;
  invitationDays: number;
  logLevel: string;
  bodyLimitBytes: number;
  /** Hosts a webhook may reach although they resolve inside (tests, on-premise receivers). */
  webhookAllowedHosts?: string;
  /**
   * Which peers may tell the client's address in X-Forwarded-For: none (false), the nearest
   * N hops, or the listed addresses, CIDR ranges and proxy-addr names (loopback, …).
   */
  trustProxy: TrustProxy;
  mail: { smtpUrl?: string; from: string };
  sms: {
    provider: "outbox" | "twilio";
    twilio?: { accountSid: string; authToken: string; from: string };
  };
  security: {
    /** Platform default maximum password age in days; 0 = passwords do not expire. */
    passwordMaxAgeDays: number;
    /** How many previous passwords may not be chosen again. */
    passwordHistory: number;
    passwordResetMinutes: number;
    maxFailures: number;
    lockoutMinutes: number;
    ipMaxAttempts: number;
  };
  microsoft: {
    clientId?: string;
    clientSecret?: string;
    /** `https://login.microsoftonline.com`; `{authority}/{tenant}/v2.0` is the issuer. */
    authority: string;
  };
}

export type TrustProxy = false | number | string[];

/** localhost, 127.0.0.1, [::1] and names under localhost (`harbourside.localhost`). */
export function isLoopbackHost(hostname: string) {
  return (
    hostname === "localhost" ||
    hostname.endsWith(".localhost") ||
    hostname === "127.0.0.1" ||
    hostname === "[::1]"
  );
}

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An IP address or CIDR range (`10.0.0.0/8`, `fd00::/8`), or one of proxy-addr's names. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: empty/`false`/`0` trusts no proxy (the socket's peer is the client), a number
 * trusts that many hops, a comma-separated list trusts those proxies. `true` is refused: it
 * would take the client's address from whatever X-Forwarded-For the client itself sends.
 */
export function parseTrustProxy(raw: string): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (value === "" || value === "false" || value === "0") return false;
  if (value === "true") {
    throw new Error(
      "Invalid environment:\nTRUST_PROXY: name the proxies (addresses, CIDR ranges or a hop count); true would trust any client's X-Forwarded-For",
    );
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isProxyEntry(entry));
  if (wrong.length > 0) {
    throw new Error(
      `Invalid environment:\nTRUST_PROXY: not an address, CIDR range or hop count: ${wrong.join(", ")}`,
    );
  }
  return entries;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const appUrl = new URL(e.APP_URL);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    pgliteDir: resolve(e.PGLITE_DIR ?? join(dataDir, "db")),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    fileStorage: e.FILE_STORAGE,
    jobs: {
      workers: e.JOB_WORKERS,
      pollSeconds: e.JOB_POLL_SECONDS,
      concurrency: e.JOB_CONCURRENCY,
      retryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS,
      retryLimit: e.JOB_RETRY_LIMIT,
    },
    appKey: e.APP_KEY ?? loadOrCreateAppKey(dataDir),
    appUrl: appUrl.origin,
    // SPEC §9: cookies are Secure, except on a developer's machine served over plain HTTP.
    secureCookies: !isLoopbackHost(appUrl.hostname),
    baseHost: e.BASE_HOST ?? appUrl.hostname,
    environmentLabels: e.ENVIRONMENT_LABELS.split(",")
      .map((label) => label.trim())
      .filter(Boolean),
    webOrigins: (e.WEB_ORIGIN ?? "")
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
    webDistDir: resolve(e.WEB_DIST_DIR ?? serverPaths.webDist),
    cookieDomain: e.COOKIE_DOMAIN,
    session: {
      idleMinutes: e.SESSION_IDLE_MINUTES,
      absoluteHours: e.SESSION_ABSOLUTE_HOURS,
      rememberDays: e.SESSION_REMEMBER_DAYS,
      cacheSeconds: e.SESSION_CACHE_SECONDS,
    },
    seedDemo: e.SEED_DEMO,
    demoBook: e.DEMO_BOOK,
    companyApproval: e.COMPANY_APPROVAL,
    invitationDays: e.INVITATION_DAYS,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    webhookAllowedHosts: e.WEBHOOK_ALLOWED_HOSTS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    sms: {
      provider: e.SMS_PROVIDER,
      twilio:
        e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
          ? {
              accountSid: e.TWILIO_ACCOUNT_SID,
              authToken: e.TWILIO_AUTH_TOKEN,
              from: e.TWILIO_FROM,
            }
          : undefined,
    },
    security: {
      passwordMaxAgeDays: e.PASSWORD_MAX_AGE_DAYS,
      passwordHistory: e.PASSWORD_HISTORY,
      passwordResetMinutes: e.PASSWORD_RESET_MINUTES,
      maxFailures: e.AUTH_MAX_FAILURES,
      lockoutMinutes: e.AUTH_LOCKOUT_MINUTES,
      ipMaxAttempts: e.AUTH_IP_MAX_ATTEMPTS,
    },
    microsoft: {
      clientId: e.MICROSOFT_CLIENT_ID,
      clientSecret: e.MICROSOFT_CLIENT_SECRET,
      authority: e.MICROSOFT_AUTHORITY.replace(/\/$/, ""),
    },
  };
}

/**
 * Without APP_KEY the embedded default keeps a generated key under DATA_DIR, so signed links
 * survive restarts and no secret is ever committed.
 */
function loadOrCreateAppKey(dataDir: string): string {
  const file = join(dataDir, "app.key");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const key = randomBytes(32).toString("base64url");
    writeFileSync(file, key, { mode: 0o600 });
    return key;
  }
}
