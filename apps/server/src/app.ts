import { join } from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyCors from "@fastify/cors";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { messages, PRODUCT_NAME } from "@platform/domain";
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import type { TrustProxy } from "./config.ts";
import { accountSecurityRoutes } from "./modules/account-security/routes.ts";
import { assignmentRuleRoutes, pickUnderwriter } from "./modules/assignment-rules/index.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { bindingAgreementRoutes } from "./modules/binding-agreements/index.ts";
import { bordereauRoutes } from "./modules/bordereaux/index.ts";
import { brokerageRoutes } from "./modules/brokerages/routes.ts";
import { claimRoutes } from "./modules/claims/index.ts";
import { clauseRoutes } from "./modules/clauses/routes.ts";
import { companyRoutes } from "./modules/companies/routes.ts";
import { companyTagRoutes } from "./modules/company-tags/routes.ts";
import { companyUserRoutes } from "./modules/company-users/routes.ts";
import { datasetRoutes } from "./modules/datasets/routes.ts";
import { directoryRoutes } from "./modules/directory/routes.ts";
import { documentTemplateRoutes } from "./modules/document-templates/index.ts";
import { documentJobs, documentRoutes } from "./modules/documents/index.ts";
import { emailTemplateRoutes } from "./modules/email-templates/index.ts";
import { fileJobs } from "./modules/files/index.ts";
import { fileRoutes } from "./modules/files/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { incidentRoutes } from "./modules/incidents/index.ts";
import { invitationRoutes } from "./modules/invitations/routes.ts";
import { microsoftRoutes } from "./modules/microsoft/routes.ts";
import { notificationRoutes } from "./modules/notifications/routes.ts";
import { passwordLifecycleJobs } from "./modules/password-lifecycle/jobs.ts";
import { passwordLifecycleRoutes } from "./modules/password-lifecycle/routes.ts";
import { policyChangeRoutes } from "./modules/policy-changes/index.ts";
import { productDesignerRoutes } from "./modules/product-designer/routes.ts";
import { productPackageRoutes } from "./modules/product-packages/routes.ts";
import { productRoutes } from "./modules/products/routes.ts";
import { proposalRoutes } from "./modules/proposals/index.ts";
import { ratingRoutes } from "./modules/rating/routes.ts";
import { renewalJobs, renewalRoutes } from "./modules/renewals/index.ts";
import { reportRoutes } from "./modules/reports/index.ts";
import { riskCodeRoutes } from "./modules/risk-codes/index.ts";
import { riskPanelRoutes } from "./modules/risk-panel/index.ts";
import { riskDocumentSource, riskJobs, riskRoutes } from "./modules/risks/index.ts";
import { roleRoutes } from "./modules/roles/routes.ts";
import { syndicateRoutes } from "./modules/syndicates/index.ts";
import { temporaryUserRoutes } from "./modules/temporary-users/routes.ts";
import { twoFactorRoutes } from "./modules/two-factor/routes.ts";
import {
  defaultStatusFor,
  underwritingStatusRoutes,
} from "./modules/underwriting-statuses/index.ts";
import { type CachedSession, createSessionResolver } from "./modules/users/index.ts";
import { userRoutes } from "./modules/users/routes.ts";
import { companyScopeGuard } from "./platform/access/index.ts";
import { writesOf } from "./platform/db/writes.ts";
import type { AppDeps, BaseDeps } from "./platform/deps/index.ts";
import { registerErrorHandler } from "./platform/http/error-handler.ts";
import { parseQuerystring } from "./platform/http/querystring.ts";
import { securityHeaders } from "./platform/http/security-headers.ts";
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
import { localStorage } from "./platform/storage/index.ts";

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

const modules = [
  healthRoutes,
  authRoutes,
  userRoutes,
  notificationRoutes,
  companyRoutes,
  roleRoutes,
  companyUserRoutes,
  invitationRoutes,
  brokerageRoutes,
  directoryRoutes,
  fileRoutes,
  companyTagRoutes,
  twoFactorRoutes,
  passwordLifecycleRoutes,
  accountSecurityRoutes,
  microsoftRoutes,
  temporaryUserRoutes,
  productRoutes,
  productPackageRoutes,
  clauseRoutes,
  productDesignerRoutes,
  datasetRoutes,
  ratingRoutes,
  syndicateRoutes,
  riskCodeRoutes,
  bindingAgreementRoutes,
  riskRoutes({
    initialUnderwritingStatus: defaultStatusFor,
    // Auto-assignment on referral keeps an existing assignee; otherwise the company's rules pick.
    assignOnReferral: async (tx, companyId, facts) =>
      facts.currentAssigneeId ??
      (
        await pickUnderwriter(tx, companyId, {
          productId: facts.productIds[0] ?? null,
          classId: facts.classId,
          brokerCompanyId: facts.brokerCompanyId,
          state: facts.state,
          grossPremium: facts.grossPremium,
        })
      )?.userId ??
      null,
  }),
  policyChangeRoutes,
  renewalRoutes({ initialUnderwritingStatus: defaultStatusFor }),
  proposalRoutes,
  underwritingStatusRoutes,
  assignmentRuleRoutes,
  riskPanelRoutes,
  documentTemplateRoutes,
  documentRoutes,
  emailTemplateRoutes,
  reportRoutes,
  bordereauRoutes,
  claimRoutes,
  incidentRoutes,
];

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

/** Modules' background jobs (the outbox's delivery jobs and the sweeps are the platform's). */
const moduleJobs = [
  passwordLifecycleJobs,
  riskJobs,
  // Quotation and policy documents, generated from the risk's transaction (issue 14).
  (deps: AppDeps) => documentJobs(deps, riskDocumentSource),
  fileJobs,
  renewalJobs,
];

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
    log: (level, message, error) => app.log[level]({ err: error }, message),
  });
  const deps: AppDeps = {
    ...base,
    realtime,
    storage: localStorage(join(config.dataDir, "files")),
    jobs,
    outbox: createOutbox(jobs, { db: base.db, config, realtime }),
  };
  defineSweeps(jobs, base.database);
  for (const define of moduleJobs) define(deps);
  app.decorate("jobs", jobs);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // JSON and other dynamic answers over 1 KB (brotli at quality 4, or gzip); the web app's
  // static files are compressed at build time and sent as they are (see web-app.ts).
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);
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
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.secureCookies,
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
  app.addHook("preValidation", rejectUnsafeStrings);
  app.addHook("preValidation", companyScopeGuard);
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
  await registerWebApp(app, config.webDistDir);
  await jobs.start();
  app.addHook("onClose", () => jobs.stop());
  return app;
}
