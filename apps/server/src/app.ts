import fastifyCookie from "@fastify/cookie";
import fastifyCors from "@fastify/cors";
import fastifyHelmet from "@fastify/helmet";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import { accountSecurityRoutes } from "./modules/account-security/routes.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { companyRoutes } from "./modules/companies/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { notificationRoutes } from "./modules/notifications/routes.ts";
import { passwordLifecycleRoutes } from "./modules/password-lifecycle/routes.ts";
import { twoFactorRoutes } from "./modules/two-factor/routes.ts";
import { userRoutes } from "./modules/users/routes.ts";
import type { Database, Db } from "./platform/db/index.ts";
import { registerErrorHandler } from "./platform/http/error-handler.ts";
import { parseQuerystring } from "./platform/http/querystring.ts";
import { registerWebApp } from "./platform/http/web-app.ts";
import { sessionPlugin } from "./platform/session/plugin.ts";

export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
}

const modules = [
  healthRoutes,
  authRoutes,
  userRoutes,
  notificationRoutes,
  companyRoutes,
  twoFactorRoutes,
  passwordLifecycleRoutes,
  accountSecurityRoutes,
];

/** Builds the whole application; main.ts and every API test call this. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      config.logLevel === "silent"
        ? false
        : { level: config.logLevel, redact: ["req.headers.cookie", "req.headers['x-xsrf-token']"] },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: true,
    routerOptions: { querystringParser: parseQuerystring },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
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
      info: { title: "Placement platform API", version: "1.0.0" },
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
  await app.register(sessionPlugin, { db: deps.db, config });
  for (const routes of modules) await app.register(async (scope) => routes(scope, deps));
  await registerWebApp(app, config.webDistDir);
  return app;
}
