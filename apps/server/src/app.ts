import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyCors from "@fastify/cors";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { handleFromHost, messages, PRODUCT_NAME } from "@platform/domain";
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import { jsonSchemaTransform, validatorCompiler } from "fastify-type-provider-zod";
import type { TrustProxy } from "./config.ts";
import { type CachedSession, createSessionResolver } from "./modules/users/session-resolver.ts";
import { companyEvents, moduleJobs, modules } from "./modules.ts";
import { companyScopeGuard } from "./platform/access/index.ts";
import { writesOf } from "./platform/db/writes.ts";
import type { AppDeps, BaseDeps } from "./platform/deps/index.ts";
import { noCompanyEvents } from "./platform/events/index.ts";
import { registerErrorHandler } from "./platform/http/error-handler.ts";
import { requireJsonBody } from "./platform/http/json-body.ts";
import { parseQuerystring } from "./platform/http/querystring.ts";
import { securityHeaders } from "./platform/http/security-headers.ts";
import { serializerCompiler } from "./platform/http/serializers.ts";
import { rejectUnsafeStrings } from "./platform/http/unsafe-strings.ts";
import { registerWebApp } from "./platform/http/web-app.ts";
import { createJobs, type Jobs } from "./platform/jobs/index.ts";
import { defineSweeps } from "./platform/jobs/sweeps.ts";
import { createOutbox } from "./platform/outbox/index.ts";
import { attachRealtime } from "./platform/realtime/socket.ts";
import {
  type ActorCache,
  actorCachePlugin,
  createActorCache,
} from "./platform/session/actor-cache.ts";
import { sessionPlugin } from "./platform/session/plugin.ts";
import { createStorage } from "./platform/storage/create.ts";
import { closeWorkerPools } from "./platform/workers/pool.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Every route registered, for the route-level security tests. */
    routeList: {
      method: string;
      url: string;
      public: boolean;
      /** Status codes the route declares a zod response schema for. */
      responseStatuses: string[];
    }[];
    /** Background jobs; tests `await app.jobs.drain()` to see a request's side effects. */
    jobs: Jobs;
  }
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the nearest N hops". */
function trustedProxies(trust: TrustProxy) {
  if (typeof trust !== "number") return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** Router errors, before any route runs: a path that is not valid UTF-8 names no resource. */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === "FST_ERR_BAD_URL") {
    return reply.status(404).send({ message: messages.notFound });
  }
  return reply.status(400).send({ message: error.message });
}

/** Builds the whole application; main.ts and every API test call this. */
export async function buildApp(base: BaseDeps): Promise<FastifyInstance> {
  const { config } = base;
  const app = Fastify({
    logger:
      config.logLevel === "silent"
        ? false
        : { level: config.logLevel, redact: ["req.headers.cookie", "req.headers['x-xsrf-token']"] },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustedProxies(config.trustProxy),
    routerOptions: { querystringParser: parseQuerystring },
    frameworkErrors: answerFrameworkError,
  });
  const realtime = attachRealtime(app, config, base.db);
  const jobs = createJobs(base.database, {
    workers: config.jobs.workers,
    pollingIntervalSeconds: config.jobs.pollSeconds,
    concurrency: config.jobs.concurrency,
    retryDelaySeconds: config.jobs.retryDelaySeconds,
    retryLimit: config.jobs.retryLimit,
    log: (level, message, error) => app.log[level]({ err: error }, message),
  });
  const deps: AppDeps = {
    ...base,
    realtime,
    storage: createStorage(config, base.db),
    jobs,
    outbox: createOutbox(jobs, { db: base.db, config, realtime }),
    events: noCompanyEvents,
  };
  deps.events = companyEvents(deps);
  defineSweeps(jobs, base.database);
  for (const define of moduleJobs) define(deps);
  app.decorate("jobs", jobs);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // JSON and other dynamic answers over 1 KB (brotli at quality 4, or gzip); the web app's
  // static files are compressed at build time and sent as they are (see web-app.ts).
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);
  const servedOverHttps = config.appUrl.startsWith("https:");
  securityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'", "ws:", "wss:", ...config.webOrigins],
        fontSrc: ["'self'", "data:"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: servedOverHttps ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: servedOverHttps,
  });
  if (config.webOrigins.length > 0) {
    await app.register(fastifyCors, { origin: config.webOrigins, credentials: true });
  }
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: "1.0.0" },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "platform_session" },
          xsrf: { type: "apiKey", in: "header", name: "X-XSRF-TOKEN" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  registerErrorHandler(app);
  // One synchronous hook (no promise per request) for the two guards every route passes.
  app.addHook("preValidation", (request, _reply, done) => {
    const { schema, config } = request.routeOptions;
    try {
      requireJsonBody(request, schema?.body);
      rejectUnsafeStrings(request, schema?.body);
      companyScopeGuard(request, config.public);
    } catch (error) {
      return done(error as FastifyError);
    }
    done();
  });
  const routes: FastifyInstance["routeList"] = [];
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        public: Boolean((route.config as { public?: boolean } | undefined)?.public),
        responseStatuses: Object.keys((route.schema?.response as object | undefined) ?? {}),
      });
    }
  });
  app.decorate("routeList", routes);
  const actorCache = createActorCache<CachedSession>({
    ttlSeconds: config.session.cacheSeconds,
    writes: writesOf(deps.db),
    redisUrl: config.redisUrl,
    log: (message, error) => app.log.warn({ err: error }, message),
  });
  await app.register(actorCachePlugin, { cache: actorCache as ActorCache<unknown> });
  await app.register(sessionPlugin, {
    config,
    resolver: createSessionResolver(deps.db, config, actorCache),
  });
  for (const routes of modules) await app.register(async (scope) => routes(scope, deps));
  await registerWebApp(
    app,
    config.webDistDir,
    (host) =>
      handleFromHost(host, {
        baseHost: config.baseHost,
        environmentLabels: config.environmentLabels,
      }) !== null,
  );
  await jobs.start();
  app.addHook("onClose", () => jobs.stop());
  // The rendering threads (started when first used) stop with the app.
  app.addHook("onClose", () => closeWorkerPools());
  return app;
}
