/**
 * Messages of the underwriter panel (SPEC §2, §8): the thread between the broker and the
 * underwriter on a risk package. Both sides read it; users holding ManageRisks write to it.
 * Each message notifies the other side (a stored notification and its realtime push, through
 * the outbox in the same transaction): the broker user who placed it, or the assigned
 * underwriter; when there is none, the other company's users holding ManageRisks.
 */
import { Permission, pageWindow, type TPageQuery, type TRiskMessageView } from "@platform/domain";
import type { Actor } from "../../platform/actor/index.ts";
import { auditBy } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { toPage } from "../../platform/db/paging.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { forbidden } from "../../platform/http/errors.ts";
import { companyNamesByIds } from "../companies/index.ts";
import { notifyAll } from "../notifications/index.ts";
import {
  insertRiskMessage,
  pageRiskMessages,
  type RiskMessageRow,
  type RiskPackageAccess,
  visibleRiskPackage,
} from "../risks/index.ts";
import { toSeconds, type UserRef, userRefsByIds, usersHoldingPermission } from "../users/index.ts";

export const MESSAGE_NOTIFICATION = "risk.message";

function present(
  row: RiskMessageRow,
  names: Map<number, UserRef>,
  companies: Map<number, string>,
): TRiskMessageView {
  return {
    id: row.id,
    body: row.body,
    author: row.authorUserId === null ? null : (names.get(row.authorUserId) ?? null),
    company: { id: row.authorCompanyId, name: companies.get(row.authorCompanyId) ?? "" },
    createdAt: toSeconds(row.createdAt),
  };
}

/** The thread, newest first, a page at a time (authors and companies in one statement each). */
export async function pageMessages(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  riskPackageId: number,
  query: TPageQuery,
) {
  await visibleRiskPackage(db, actor, riskPackageId);
  const { limit, offset } = pageWindow(query);
  const rows = await pageRiskMessages(db, riskPackageId, limit, offset);
  const [names, companies] = await Promise.all([
    userRefsByIds(
      db,
      rows.map((row) => row.row.authorUserId),
    ),
    companyNamesByIds(
      db,
      rows.map((row) => row.row.authorCompanyId),
    ),
  ]);
  return toPage(
    rows,
    query,
    (row) => present(row.row, names, companies),
    async () => (await pageRiskMessages(db, riskPackageId, 1, 0))[0]?.total ?? 0,
  );
}

/** Who hears of a message: the other side's person on the package, else its risk managers. */
async function recipientsOf(tx: DbOrTx, access: RiskPackageAccess, authorId: number) {
  const { row, side } = access;
  const otherCompanyId = side === "broker" ? row.companyId : row.brokerCompanyId;
  const person = side === "broker" ? row.assignedUnderwriterUserId : row.brokerUserId;
  const userIds =
    person !== null
      ? [person]
      : (await usersHoldingPermission(tx, otherCompanyId, Permission.ManageRisks)).map(
          (user) => user.id,
        );
  return { otherCompanyId, userIds: userIds.filter((id) => id !== authorId) };
}

export async function sendMessage(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  riskPackageId: number,
  body: string,
): Promise<TRiskMessageView> {
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const access = await visibleRiskPackage(tx, actor, riskPackageId);
    // A system user reads the thread but is no party to it.
    if (!access.canManage || access.side === "system") throw forbidden();
    const row = await insertRiskMessage(tx, {
      riskPackageId,
      authorUserId: actor.user.id,
      authorCompanyId: companyId,
      body,
      createdAt: actor.now(),
    });
    const { row: pkg } = access;
    const { otherCompanyId, userIds } = await recipientsOf(tx, access, actor.user.id);
    const companies = await companyNamesByIds(tx, [companyId]);
    await notifyAll(tx, afterCommit, deps.outbox, userIds, {
      companyId: otherCompanyId,
      type: MESSAGE_NOTIFICATION,
      message: `New message on risk ${pkg.reference} from ${companies.get(companyId) ?? "the other party"}.`,
      frontendUrl: `/risks/${riskPackageId}`,
    });
    await auditBy(tx, actor, {
      action: "riskPackage.messageSent",
      companyId: pkg.companyId,
      subjectType: "risk_package",
      subjectId: riskPackageId,
      data: { messageId: row.id, companyName: companies.get(companyId) ?? null },
    });
    return present(
      row,
      new Map([[actor.user.id, { id: actor.user.id, name: actor.user.row.name }]]),
      companies,
    );
  });
}
