/**
 * Binding-agreement periods (SPEC §3, §4): the agency manages them through the versioning kernel;
 * the managing insurer reads the published versions shown to it (`visibility: insurer`) under its
 * own company id and is refused changes (403); anyone else gets 404.
 */
import { messages } from "@platform/domain";
import { and, eq } from "drizzle-orm";
import { assertMember } from "../../platform/access/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { forbidden, notFound } from "../../platform/http/errors.ts";
import { ownSyndicates } from "../syndicates/index.ts";
import { memberNamesByIds } from "../users/index.ts";
import { findVisibleAgreement } from "./agreements.ts";
import type { PeriodRole } from "./period-present.ts";
import {
  type PeriodRow,
  type PeriodVersionRow,
  bindingAgreementPeriods as periods,
  bindingAgreementPeriodVersions as versions,
} from "./tables.ts";

export const periodNotFound = () => notFound("Period not found");
export const versionNotFound = () => notFound("Period version not found");

/** The agreement as the acting company sees it (agency or managing insurer), else 404. */
export async function access(ctx: Ctx, agreementId: number) {
  const { db, actor } = ctx;
  const companyId = actor.actingCompanyId ?? 0;
  assertMember(actor.user, companyId);
  const found = await findVisibleAgreement(db, companyId, agreementId);
  return { agreement: found.row, role: found.role as PeriodRole };
}

/** Only the agency changes periods; the managing insurer reads them. */
export async function manage(ctx: Ctx, agreementId: number) {
  const { role } = await access(ctx, agreementId);
  if (role !== "agency") throw forbidden(messages.noEditPermission);
}

export async function periodOf(
  db: DbOrTx,
  agreementId: number,
  periodId: number,
): Promise<PeriodRow> {
  const [row] = await db
    .select()
    .from(periods)
    .where(and(eq(periods.id, periodId), eq(periods.bindingAgreementId, agreementId)));
  if (!row) throw periodNotFound();
  return row;
}

/** What the managing insurer may read: published versions shown to it. */
const insurerVisible = (row: PeriodVersionRow) =>
  row.status === "published" && row.visibility === "insurer";

/** The versions of a period the reading company sees, oldest first. */
export async function readableVersions(ctx: Ctx, input: { agreementId: number; periodId: number }) {
  const { db } = ctx;
  const { agreementId, periodId } = input;
  const { role } = await access(ctx, agreementId);
  const head = await periodOf(db, agreementId, periodId);
  const all = await db
    .select()
    .from(versions)
    .where(eq(versions.periodId, periodId))
    .orderBy(versions.versionNumber);
  if (role === "agency") return { role, head, versions: all };
  const shown = all.filter(insurerVisible);
  if (shown.length === 0) throw periodNotFound();
  return { role, head, versions: shown };
}

/**
 * The names a version's content refers to (underwriters, syndicates), for readers who cannot
 * list the agency's users and syndicates (the managing insurer). Two statements.
 */
export async function namesOf(db: DbOrTx, agencyId: number, version: PeriodVersionRow) {
  const [users, syndicates] = await Promise.all([
    memberNamesByIds(
      db,
      agencyId,
      version.authorisedUnderwriters.map((row) => row.userId),
    ),
    ownSyndicates(
      db,
      agencyId,
      version.sections.flatMap((s) => s.quotaShareSyndicates.map((q) => q.syndicateId)),
    ),
  ]);
  return {
    users: Object.fromEntries(users),
    syndicates: Object.fromEntries([...syndicates].map(([id, row]) => [id, row.name])),
  };
}

/** The section keys a period's versions have used (kept when a save names them). */
export async function sectionKeysOf(tx: DbOrTx, periodId: number) {
  const rows = await tx
    .select({ sections: versions.sections })
    .from(versions)
    .where(eq(versions.periodId, periodId));
  return new Set(rows.flatMap((row) => row.sections.map((section) => section.key)));
}
