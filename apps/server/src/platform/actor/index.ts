/**
 * Who is acting: the one argument every use case takes instead of the HTTP request, so a route,
 * a pg-boss job, an import or an automation run the same code. Built once per request by
 * `actorFromRequest`; jobs build theirs with `jobActor`.
 */
import type { FastifyRequest } from "fastify";
import type { AuthUser } from "../access/auth-user.ts";
import { type Clock, systemClock } from "../clock/index.ts";
import { notFound } from "../http/errors.ts";

export interface Actor {
  /** The signed-in user with their roles (the permissions derive from them, SPEC §6). */
  user: AuthUser;
  /** The company the user represents (SPEC §4), when there is one. */
  actingCompanyId: number | null;
  /** Where the request came from, for the audit trail; absent for jobs. */
  ip?: string;
  userAgent?: string;
  now(): Date;
}

/** The origin of a change for the audit row when no user is signed in (sign-in, reset links). */
export interface RequestOrigin {
  ip?: string;
  userAgent?: string;
  now(): Date;
}

export function originFromRequest(
  request: FastifyRequest,
  clock: Clock = systemClock,
): RequestOrigin {
  return {
    ip: request.ip,
    userAgent: request.headers["user-agent"]?.slice(0, 500),
    now: () => clock.now(),
  };
}

export function actorFromRequest(
  request: FastifyRequest,
  user: AuthUser,
  actingCompanyId: number | null,
  clock: Clock = systemClock,
): Actor {
  return { user, actingCompanyId, ...originFromRequest(request, clock) };
}

/** An actor for background work done on a user's behalf (no address, the job's clock). */
export function jobActor(
  user: AuthUser,
  actingCompanyId: number | null,
  clock: Clock = systemClock,
): Actor {
  return { user, actingCompanyId, now: () => clock.now() };
}

/** The acting company of a use case (routes build the actor for the company in the URL). */
export function actingCompany(actor: Actor): number {
  if (actor.actingCompanyId === null) throw notFound();
  return actor.actingCompanyId;
}
