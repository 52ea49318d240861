import type { FastifyRequest } from "fastify";
import { forbidden, notFound } from "../../platform/http/errors.ts";

/** Request guards of temporary users: they sit in the HTTP layer, not in a use case. */

/**
 * For routes serving a shared item: a temporary user may reach only the item of their token
 * (anything else is "not found"); other users pass.
 */
export function assertTemporarySubject(
  request: FastifyRequest,
  subjectType: string,
  subjectId: string | number,
) {
  const access = request.temporaryAccess;
  if (!access) return;
  if (access.subjectType !== subjectType || access.subjectId !== String(subjectId))
    throw notFound();
}

export function refuseTemporaryUser(request: FastifyRequest) {
  const { temporaryAccess, public: isPublic } = request.routeOptions.config;
  if (request.user?.isTemporaryUser && !temporaryAccess && !isPublic) {
    throw forbidden();
  }
}
