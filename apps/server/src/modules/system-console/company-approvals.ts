/**
 * The system company's queue of registrations (COMPANY_APPROVAL=true): approve makes the company
 * active and tells its members in the app; decline keeps it inactive and emails the registrant
 * the reason through the outbox. Each decision is one transaction with its audit row.
 */
import type { TDeclineCompany, TPageMeta, TPageQuery, TPendingCompany } from "@platform/domain";
import type { Actor } from "../../platform/actor/index.ts";
import { auditBy } from "../../platform/audit/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { conflict, notFound } from "../../platform/http/errors.ts";
import {
  companyApprovalOf,
  decideCompanyApproval,
  memberUserIds,
  pendingCompaniesPage,
} from "../companies/index.ts";
import { notifyAll } from "../notifications/index.ts";
import { toSeconds, userEmailsByIds } from "../users/index.ts";
import { assertSystemConsole } from "./access.ts";

export const ALREADY_DECIDED = "This company's registration has already been decided";

export async function listPendingCompanies(
  deps: AppDeps,
  actor: Actor,
  query: TPageQuery,
): Promise<{ data: TPendingCompany[]; meta: TPageMeta }> {
  assertSystemConsole(actor.user);
  const page = await pendingCompaniesPage(deps.db, query);
  const registrants = await userEmailsByIds(
    deps.db,
    page.data.map((row) => row.registrantId),
  );
  return {
    meta: page.meta,
    data: page.data.map((row) => ({
      id: row.id,
      name: row.name,
      handle: row.handle,
      refCompanyTypeId: row.refCompanyTypeId,
      registeredAt: toSeconds(row.createdAt),
      registrant: row.registrantId === null ? null : (registrants.get(row.registrantId) ?? null),
    })),
  };
}

/** 404 when there is no such company, 409 when its registration is no longer pending. */
async function refuse(deps: AppDeps, companyId: number): Promise<never> {
  if ((await companyApprovalOf(deps.db, companyId)) === null) throw notFound();
  throw conflict(ALREADY_DECIDED);
}

export async function approveCompany(deps: AppDeps, actor: Actor, companyId: number) {
  assertSystemConsole(actor.user);
  const done = await inTransaction(deps.db, async (tx, afterCommit) => {
    const row = await decideCompanyApproval(tx, companyId, { approval: "approved" });
    if (!row) return false;
    await auditBy(tx, actor, {
      action: "company.approved",
      companyId,
      subjectType: "company",
      subjectId: companyId,
    });
    await notifyAll(tx, afterCommit, deps.outbox, await memberUserIds(tx, companyId), {
      companyId,
      type: "company.approved",
      message: `${row.name} has been approved. Welcome aboard.`,
      frontendUrl: "/",
    });
    return true;
  });
  if (!done) await refuse(deps, companyId);
}

export async function declineCompany(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  input: TDeclineCompany,
) {
  assertSystemConsole(actor.user);
  const done = await inTransaction(deps.db, async (tx, afterCommit) => {
    const row = await decideCompanyApproval(tx, companyId, {
      approval: "declined",
      reason: input.reason,
    });
    if (!row) return false;
    await auditBy(tx, actor, {
      action: "company.declined",
      companyId,
      subjectType: "company",
      subjectId: companyId,
      data: { reason: input.reason },
    });
    const registrant = (await userEmailsByIds(tx, [row.registrantId])).get(row.registrantId ?? 0);
    if (registrant) {
      await deps.outbox.message(tx, afterCommit, {
        channel: "email",
        to: registrant.email,
        userId: registrant.id,
        subject: `Your registration of ${row.name} was declined`,
        text: [
          `Hello ${registrant.name},`,
          "",
          `The platform has declined the registration of ${row.name}.`,
          "",
          `Reason: ${input.reason}`,
          "",
          "You can reply to this email, or register the company again with the details corrected.",
        ].join("\n"),
      });
    }
    return true;
  });
  if (!done) await refuse(deps, companyId);
}
