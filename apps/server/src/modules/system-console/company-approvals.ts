/**
 * The system company's queue of registrations (COMPANY_APPROVAL=true): approve makes the company
 * active and tells its members in the app; decline keeps it inactive and emails the registrant
 * the reason through the outbox. Each decision is one transaction with its audit row.
 */
import type { AppDeps } from "../../platform/deps/index.ts";
import { conflict, notFound } from "../../platform/http/errors.ts";
import { companyApprovalOf } from "../companies/index.ts";

export const ALREADY_DECIDED = "This company's registration has already been decided";

/** 404 when there is no such company, 409 when its registration is no longer pending. */
export async function refuse(deps: AppDeps, companyId: number): Promise<never> {
  if ((await companyApprovalOf(deps.db, companyId)) === null) throw notFound();
  throw conflict(ALREADY_DECIDED);
}
