/**
 * The one shared access layer (SPEC §6). Routes call these; none recomputes a rule itself.
 * A company the user may not see answers 404, so its existence does not leak across tenants.
 */
// Brings in the type of request.cookies and reply.setCookie wherever this file is compiled.
import "@fastify/cookie";
import {
  canActInCompany,
  chooseRepresentingCompanyId,
  isMemberOf,
  isSystemUser,
  messages,
  Permission,
  type PermissionId,
} from "@platform/domain";
import type { FastifyRequest } from "fastify";
import { type Actor, actorFromRequest, originFromRequest } from "../actor/index.ts";
import { type Ctx, contextOf, type OriginCtx, originContextOf } from "../context/index.ts";
import type { AppDeps } from "../deps/index.ts";
import { forbidden, notFound, unauthenticated } from "../http/errors.ts";
// The type of request.user, which this file reads, is declared by the session plugin.
import type {} from "../session/plugin.ts";
import type { AuthUser } from "./auth-user.ts";

export type { AuthUser } from "./auth-user.ts";
export { abilitiesOf, actsInEveryCompany, companyAbilities } from "./company-abilities.ts";

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

const actors = new WeakMap<FastifyRequest, Actor>();

/**
 * The actor of a signed-in request, built once per request: the user, the acting company (the
 * route's `:companyId` on company-scoped routes, else the company they represent), where the
 * request came from and the clock. Every use case takes it.
 */
export function requireActor(request: FastifyRequest): Actor {
  let actor = actors.get(request);
  if (!actor) {
    const routeCompanyId = Number(
      (request.params as { companyId?: unknown } | undefined)?.companyId,
    );
    const companyId = Number.isSafeInteger(routeCompanyId)
      ? routeCompanyId
      : representingCompanyId(request);
    actor = actorFromRequest(request, requireUser(request), companyId);
    actors.set(request, actor);
  }
  return actor;
}

/** The use-case context of a signed-in request: the route's dependencies and its actor. */
export function requireContext(request: FastifyRequest, deps: AppDeps): Ctx {
  return contextOf(deps, requireActor(request));
}

/** The use-case context of a request that may come before sign-in. */
export function originContext(request: FastifyRequest, deps: AppDeps): OriginCtx {
  return originContextOf(deps, originFromRequest(request));
}

export const REPRESENTING_COOKIE = "representingCompanyId";

/** The represented company: the acting company of every company-scoped request (SPEC §4). */
export function representingCompanyId(request: FastifyRequest): number | null {
  const user = requireUser(request);
  const raw = request.headers["x-representing-company-id"] ?? request.cookies[REPRESENTING_COOKIE];
  const stored = Number.parseInt(String(raw ?? ""), 10);
  return chooseRepresentingCompanyId(user, Number.isFinite(stored) ? stored : null, null);
}

/** Members (and system users) may read a company's private data; others get 404. */
export function assertMember(user: AuthUser, companyId: number): void {
  if (!isMemberOf(user, companyId) && !isSystemUser(user)) throw notFound(messages.noCompany);
}

/** The acting user must hold `permission` in the company; non-members get 404, members 403. */
export function assertCan(user: AuthUser, companyId: number, permission: PermissionId): void {
  assertMember(user, companyId);
  if (!canActInCompany(user, companyId, permission)) {
    throw forbidden();
  }
}

/** The user must hold at least one of `permissions` in the company. */
export function assertCanAny(user: AuthUser, companyId: number, permissions: PermissionId[]): void {
  assertMember(user, companyId);
  if (!permissions.some((permission) => canActInCompany(user, companyId, permission))) {
    throw forbidden();
  }
}

/**
 * Defence in depth for every route under `/companies/:companyId/…`: a signed-in user who is
 * neither a member nor a system user gets 404 before the body is even validated. Services
 * still check the specific permission.
 */
export function companyScopeGuard(request: FastifyRequest, isPublic?: boolean) {
  const raw = (request.params as Record<string, unknown> | undefined)?.companyId;
  if (raw === undefined || !request.user || isPublic) return;
  const companyId = Number(raw);
  if (!Number.isSafeInteger(companyId)) throw notFound(messages.noCompany);
  assertMember(request.user, companyId);
}

/** Who may read the catalogue (products, endorsements, packages) of an underwriter. */
export const catalogueReaders: PermissionId[] = [
  Permission.ManageProducts,
  Permission.ManageProductClasses,
  Permission.ManageClauses,
  Permission.ManageRisks,
  Permission.ViewRisks,
];
