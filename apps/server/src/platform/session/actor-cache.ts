/**
 * A short-lived in-process cache of resolved sessions (session, user, roles, permissions and the
 * security gate's facts), keyed by the session id (the SHA-256 of the cookie), so a signed-in
 * request needs no SQL to learn who is calling. docs/decisions.md ("Actor cache") has the design:
 *
 * - An entry lives at most `ttlSeconds` and never past its session's `expiresAt` (the resolver
 *   also checks the live row's expiry and recomputes the gate on every hit).
 * - Any write to a table the actor is read from (seen by the database's write watch, so no write
 *   path has to remember to call it) empties the cache at once, and again when each request that
 *   was in flight during the write finishes (the writing one among them, its transaction
 *   committed by then), so a concurrent request that read the old rows in between cannot keep
 *   them. A load that started before an invalidation is not stored.
 * - With REDIS_URL, the post-commit invalidation is published (and awaited before the response
 *   goes out) to every other instance; an instance whose subscription is down serves nothing
 *   from its cache and empties it when the subscription is back.
 */
import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import type { TableWrite, WriteWatch } from "../db/writes.ts";

/** The tables the actor is resolved from (modules/users/session-resolver.ts). */
export const ACTOR_TABLES: ReadonlySet<string> = new Set([
  "sessions",
  "users",
  "user_company_roles",
  "roles",
  "role_permissions",
  "companies",
  "company_type_permissions",
  "company_security_policies",
  "two_factor_methods",
]);

/**
 * Writes that leave every cached actor right: a new session (misses are never cached) and the
 * once-a-minute activity note, which the resolver applies to the cached rows themselves (another
 * instance keeps an earlier expiry, so it reloads sooner, never later).
 */
const HARMLESS =
  /^(?:insert into "sessions" |update "(sessions|users)" set "last_activity_at" = \$1(?:, "expires_at" = \$2)? where "\1"\."id" = \$\d+$)/;

export function invalidatesActors(write: TableWrite): boolean {
  return ACTOR_TABLES.has(write.table) && !HARMLESS.test(write.sql);
}

const CHANNEL = "slipway:actor-cache:invalidate";

export interface ActorCacheOptions {
  /** 0 turns the cache off. */
  ttlSeconds: number;
  /** The database's write watch; without one nothing is ever cached. */
  writes: WriteWatch | undefined;
  redisUrl?: string;
  maxEntries?: number;
  log?: (message: string, error?: unknown) => void;
}

interface Entry<T> {
  value: T;
  until: number;
}

export interface ActorCache<T> {
  get(key: string): T | undefined;
  /** Taken before loading: `set` keeps the value only if nothing was invalidated since. */
  ticket(): number;
  /** Keeps `value` until the TTL or `notAfter` (epoch ms), whichever comes first. */
  set(key: string, value: T, ticket: number, notAfter: number): void;
  delete(key: string): void;
  /** How many invalidating writes this instance has seen (a request compares it at its end). */
  readonly writes: number;
  /** Empties this instance's cache and every other instance's (awaits the publication). */
  invalidate(): Promise<void>;
  /** Starts listening to the other instances (with REDIS_URL). */
  start(): Promise<void>;
  close(): Promise<void>;
  readonly size: number;
}

export function createActorCache<T>(options: ActorCacheOptions): ActorCache<T> {
  const ttl = options.ttlSeconds * 1000;
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<string, Entry<T>>();
  const instance = randomUUID();
  let generation = 0;
  let writes = 0;
  let publishing = false;
  let pub: Redis | null = null;
  let sub: Redis | null = null;
  // Without Redis this instance sees every write itself; with it, only while subscribed.
  let listening = !options.redisUrl;
  const enabled = ttl > 0 && options.writes !== undefined;

  const clear = () => {
    generation++;
    entries.clear();
  };

  const unsubscribe = options.writes?.subscribe((write) => {
    if (!invalidatesActors(write)) return;
    clear();
    writes++;
    // Writes outside a request (a job, a script) have no "after": tell the others now too, once
    // for a burst of writes.
    if (publishing || !pub) return;
    publishing = true;
    setImmediate(() => {
      publishing = false;
      void publish();
    });
  });

  async function publish() {
    if (!pub) return;
    try {
      await pub.publish(CHANNEL, instance);
    } catch (error) {
      options.log?.("actor cache: could not publish an invalidation", error);
    }
  }

  return {
    get(key) {
      if (!enabled || !listening) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until <= Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    ticket: () => generation,
    set(key, value, ticket, notAfter) {
      if (!enabled || !listening || ticket !== generation) return;
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { value, until: Math.min(Date.now() + ttl, notAfter) });
    },
    delete(key) {
      entries.delete(key);
    },
    async invalidate() {
      clear();
      await publish();
    },
    async start() {
      if (!enabled || !options.redisUrl) return;
      pub = new Redis(options.redisUrl, { maxRetriesPerRequest: 2 });
      sub = pub.duplicate();
      sub.on("message", (_channel: string, from: string) => {
        if (from !== instance) clear();
      });
      // Messages sent while disconnected are lost: serve nothing until subscribed again.
      sub.on("close", () => {
        listening = false;
        clear();
      });
      sub.on("ready", () => {
        if (sub?.status !== "ready") return;
        clear();
        listening = true;
      });
      await sub.subscribe(CHANNEL);
      clear();
      listening = true;
    },
    async close() {
      unsubscribe?.();
      clear();
      listening = false;
      await Promise.all(
        [pub, sub].map((client) => client?.quit().catch(() => undefined) ?? undefined),
      );
    },
    get size() {
      return entries.size;
    },
    get writes() {
      return writes;
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    actorCache: ActorCache<unknown>;
  }
  interface FastifyRequest {
    /** The cache's write count when this API request began (-1: not an API request). */
    actorWritesAtStart: number;
  }
}

/**
 * Notes each API request's start and, once its handler is done (its transaction committed or
 * rolled back) and before the answer leaves, invalidates the cache everywhere if a write that
 * invalidates was seen meanwhile (its own or a concurrent one: cheap, those writes are rare).
 * A counter rather than AsyncLocalStorage, which would slow every promise of every request,
 * kept on the request itself (a WeakMap entry per request showed up in the profile).
 */
export const actorCachePlugin = fp<{ cache: ActorCache<unknown> }>(async (app, { cache }) => {
  app.decorate("actorCache", cache);
  app.decorateRequest("actorWritesAtStart", -1);
  app.addHook("onRequest", (request, _reply, done) => {
    if (request.url.startsWith("/api/")) request.actorWritesAtStart = cache.writes;
    done();
  });
  /** Whether a write that invalidates was seen since the request began (noted once). */
  const wroteDuring = (request: FastifyRequest) => {
    const start = request.actorWritesAtStart;
    if (start === -1 || start === cache.writes) return false;
    request.actorWritesAtStart = cache.writes;
    return true;
  };
  // Callback hooks: no promise per request on the common path.
  app.addHook("onSend", (request, _reply, payload, done) => {
    if (!wroteDuring(request)) return done(null, payload);
    cache.invalidate().then(
      () => done(null, payload),
      () => done(null, payload),
    );
  });
  // A request that ends without an answer (the client went away) still settles.
  const settle = (request: FastifyRequest, done: () => void) => {
    if (!wroteDuring(request)) return done();
    cache.invalidate().then(done, done);
  };
  app.addHook("onResponse", (request, _reply, done) => settle(request, () => done()));
  app.addHook("onRequestAbort", (request, done) => settle(request, () => done()));
  app.addHook("onReady", async () => {
    try {
      await cache.start();
    } catch (error) {
      app.log.warn({ err: error }, "actor cache: not subscribed to invalidations yet");
    }
  });
  app.addHook("onClose", () => cache.close());
});
