/**
 * Binding-agreement periods (SPEC §3, §4): the agency manages them through the versioning kernel;
 * the managing insurer reads the published versions shown to it (`visibility: insurer`) under its
 * own company id and is refused changes (403); anyone else gets 404.
 */
import {
  messages,
  pageMeta,
  pageWindow,
  type TAgreementPeriodContent,
  type TPageQuery,
} from "@platform/domain";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { assertMember } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import type { Db, DbOrTx } from "../../platform/db/index.ts";
import { forbidden, notFound } from "../../platform/http/errors.ts";
import { ownSyndicates } from "../syndicates/index.ts";
import { memberNamesByIds } from "../users/index.ts";
import { checkPeriodContent, withSectionKeys } from "./period-checks.ts";
import { type PeriodRole, presentPeriod, presentPeriodVersion } from "./period-present.ts";
import { periodVersioning } from "./period-versioned.ts";
import { findVisibleAgreement, ownAgreement } from "./service.ts";
import {
  type PeriodRow,
  type PeriodVersionRow,
  bindingAgreementPeriods as periods,
  bindingAgreementPeriodVersions as versions,
} from "./tables.ts";

const periodNotFound = () => notFound("Period not found");
const versionNotFound = () => notFound("Period version not found");

/** The agreement as the acting company sees it (agency or managing insurer), else 404. */
async function access(db: DbOrTx, actor: Actor, agreementId: number) {
  const companyId = actor.actingCompanyId ?? 0;
  assertMember(actor.user, companyId);
  const found = await findVisibleAgreement(db, companyId, agreementId);
  return { agreement: found.row, role: found.role as PeriodRole };
}

/** Only the agency changes periods; the managing insurer reads them. */
async function manage(db: DbOrTx, actor: Actor, agreementId: number) {
  const { role } = await access(db, actor, agreementId);
  if (role !== "agency") throw forbidden(messages.noEditPermission);
}

async function periodOf(db: DbOrTx, agreementId: number, periodId: number): Promise<PeriodRow> {
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
async function readableVersions(db: DbOrTx, actor: Actor, agreementId: number, periodId: number) {
  const { role } = await access(db, actor, agreementId);
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

/** The periods of an agreement, newest first, each with the latest version the company sees. */
export async function listPeriods(
  db: DbOrTx,
  actor: Actor,
  agreementId: number,
  query: TPageQuery,
) {
  const { role } = await access(db, actor, agreementId);
  const newestSeen: SQL =
    role === "agency"
      ? sql`${periods.latestVersionNumber}`
      : sql`(select max(v2.version_number) from ${versions} v2 where v2.period_id = ${periods.id} and v2.status = 'published' and v2.visibility = 'insurer')`;
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      period: periods,
      version: versions,
      versionCount:
        sql<number>`(select count(*) from ${versions} v3 where v3.period_id = ${periods.id})`.mapWith(
          Number,
        ),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(periods)
    .innerJoin(
      versions,
      and(eq(versions.periodId, periods.id), sql`${versions.versionNumber} = ${newestSeen}`),
    )
    .where(eq(periods.bindingAgreementId, agreementId))
    .orderBy(desc(versions.dateFrom), desc(periods.id))
    .limit(limit)
    .offset(offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const [counted] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(periods)
      .innerJoin(
        versions,
        and(eq(versions.periodId, periods.id), sql`${versions.versionNumber} = ${newestSeen}`),
      )
      .where(eq(periods.bindingAgreementId, agreementId));
    total = counted?.total ?? 0;
  }
  return {
    data: rows.map((row) => ({
      id: row.period.id,
      bindingAgreementId: row.period.bindingAgreementId,
      role,
      latestVersion: presentPeriodVersion(row.version, row.versionCount === 1, role),
    })),
    meta: pageMeta(total, query),
  };
}

/**
 * The names a version's content refers to (underwriters, syndicates), for readers who cannot
 * list the agency's users and syndicates (the managing insurer). Two statements.
 */
async function namesOf(db: DbOrTx, agencyId: number, version: PeriodVersionRow) {
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

export async function getPeriod(db: DbOrTx, actor: Actor, agreementId: number, periodId: number) {
  const { role, head, versions: seen } = await readableVersions(db, actor, agreementId, periodId);
  const names = await namesOf(db, head.companyId, seen[seen.length - 1]!);
  if (role === "agency") return { ...presentPeriod({ head, versions: seen }, role), names };
  // The insurer sees the period as its newest visible version has it (never a draft's dates).
  const shown = seen[seen.length - 1]!;
  const presented = presentPeriod(
    {
      head: {
        ...head,
        dateFrom: shown.dateFrom,
        dateTo: shown.dateTo,
        visibility: shown.visibility,
        latestVersionNumber: shown.versionNumber,
        latestPublishedVersionNumber: shown.versionNumber,
      },
      versions: seen,
    },
    role,
  );
  return { ...presented, names };
}

export async function getPeriodVersion(
  db: DbOrTx,
  actor: Actor,
  agreementId: number,
  periodId: number,
  versionId: number,
) {
  const { role, head, versions: seen } = await readableVersions(db, actor, agreementId, periodId);
  const version = seen.find((row) => row.id === versionId);
  if (!version) throw versionNotFound();
  return {
    ...presentPeriodVersion(version, seen.length === 1, role),
    names: await namesOf(db, head.companyId, version),
  };
}

/** The section keys a period's versions have used (kept when a save names them). */
async function sectionKeysOf(tx: DbOrTx, periodId: number) {
  const rows = await tx
    .select({ sections: versions.sections })
    .from(versions)
    .where(eq(versions.periodId, periodId));
  return new Set(rows.flatMap((row) => row.sections.map((section) => section.key)));
}

export async function createPeriod(
  db: Db,
  actor: Actor,
  agreementId: number,
  input: TAgreementPeriodContent,
) {
  await manage(db, actor, agreementId);
  return periodVersioning.create(db, actor, async (tx) => {
    const agreement = await ownAgreement(tx, actor.actingCompanyId ?? 0, agreementId);
    await checkPeriodContent(tx, agreement, input);
    return {
      content: withSectionKeys(input, new Set()),
      saved: true,
      headValues: { bindingAgreementId: agreementId },
      data: { bindingAgreementId: agreementId, dateFrom: input.dateFrom, dateTo: input.dateTo },
    };
  });
}

export async function savePeriodVersion(
  db: Db,
  actor: Actor,
  agreementId: number,
  periodId: number,
  versionId: number,
  input: TAgreementPeriodContent,
) {
  await manage(db, actor, agreementId);
  await periodOf(db, agreementId, periodId);
  return periodVersioning.save(db, actor, periodId, versionId, async (tx) => {
    const agreement = await ownAgreement(tx, actor.actingCompanyId ?? 0, agreementId);
    await checkPeriodContent(tx, agreement, input, periodId);
    return withSectionKeys(input, await sectionKeysOf(tx, periodId));
  });
}

type VersionChange = "publish" | "unpublish" | "deleteVersion";

/** Publish, unpublish or delete a version (the kernel's rules: 409 with the spec's message). */
export async function changePeriodVersion(
  db: Db,
  actor: Actor,
  change: VersionChange,
  agreementId: number,
  periodId: number,
  versionId: number,
) {
  await manage(db, actor, agreementId);
  await periodOf(db, agreementId, periodId);
  return periodVersioning[change](db, actor, periodId, versionId);
}

export async function newPeriodVersion(
  db: Db,
  actor: Actor,
  agreementId: number,
  periodId: number,
) {
  await manage(db, actor, agreementId);
  await periodOf(db, agreementId, periodId);
  return periodVersioning.newVersion(db, actor, periodId);
}

export async function deletePeriod(db: Db, actor: Actor, agreementId: number, periodId: number) {
  await manage(db, actor, agreementId);
  await periodOf(db, agreementId, periodId);
  return periodVersioning.remove(db, actor, periodId, (head) => ({
    bindingAgreementId: head.bindingAgreementId,
  }));
}
