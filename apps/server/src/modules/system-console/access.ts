/**
 * The policy of the platform's console (audit log, outbox, company approvals): the system
 * company's users only (SPEC §6: the system company has all permissions). Anyone else, a tenant
 * administrator included, is refused, so no company sees another's rows.
 */
import { isSystemUser } from "@platform/domain";
import type { AuthUser } from "../../platform/access/index.ts";
import { forbidden } from "../../platform/http/errors.ts";

export function assertSystemConsole(user: AuthUser): void {
  if (!isSystemUser(user)) throw forbidden();
}
