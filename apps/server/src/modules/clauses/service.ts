/**
 * Endorsements (clauses): rich-text wording with product classes, versioned like products
 * (SPEC §3, §4): locked once a risk uses a version (`Cannot modify this item because it is in use`).
 */
import {
  canActInCompany,
  diffVersions,
  messages,
  Permission,
  productMessages,
  type TClause,
  type TClauseDetails,
  type TClauseVersion,
  type TClauseVersionSummary,
  ZClauseDetails,
} from "@platform/domain";
import { and, asc, desc, eq, gt, ilike, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppDeps } from "../../app.ts";
import { type AuthUser, assertCan, assertCanAny } from "../../platform/access/index.ts";
import { type AuditAction, audit } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { conflict, invalid, notFound } from "../../platform/http/errors.ts";
import { catalogueReaders, unknownProductClassIds } from "../products/classes.ts";
import { productsUsingClause } from "../products/usage.ts";
import {
  actionsOf,
  assertDeletable,
  assertEditable,
  assertNoDraft,
  assertPublishable,
  assertUnpublishable,
  isLocked,
  presentVersionTimes,
} from "../products/versioning.ts";
import { toSeconds } from "../users/present.ts";
import { sanitizeClauseHtml } from "./sanitize.ts";
import { type ClauseRow, type ClauseVersionRow, clauses, clauseVersions } from "./tables.ts";

const clauseLock = { modify: messages.modifyInUse, delete: messages.deleteInUse };

function presentSummary(row: ClauseRow): TClause {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    insuranceClassIds: row.insuranceClassIds,
    status: row.archivedAt ? "archived" : row.latestPublishedVersionNumber ? "published" : "draft",
    latestVersionNumber: row.latestVersionNumber,
    latestPublishedVersionNumber: row.latestPublishedVersionNumber,
    updatedAt: toSeconds(row.updatedAt),
  };
}

const detailsOf = (row: ClauseVersionRow) => ({
  name: row.name,
  content: row.content,
  insuranceClassIds: row.insuranceClassIds,
  productClassIds: row.productClassIds,
  visibility: row.visibility as "private" | "public",
});

function presentVersionSummary(row: ClauseVersionRow, isOnly: boolean): TClauseVersionSummary {
  return {
    id: row.id,
    clauseId: row.clauseId,
    versionNumber: row.versionNumber,
    ...presentVersionTimes(row),
    can: actionsOf(row, isOnly),
  };
}

const presentVersion = (row: ClauseVersionRow, isOnly: boolean): TClauseVersion => ({
  ...presentVersionSummary(row, isOnly),
  details: detailsOf(row),
});

async function versionsOf(db: DbOrTx, clauseId: number) {
  return db
    .select()
    .from(clauseVersions)
    .where(eq(clauseVersions.clauseId, clauseId))
    .orderBy(asc(clauseVersions.versionNumber));
}

async function presentClause(db: DbOrTx, user: AuthUser, row: ClauseRow) {
  const versions = await versionsOf(db, row.id);
  const isOnly = versions.length === 1;
  return {
    ...presentSummary(row),
    versions: versions.map((version) => presentVersionSummary(version, isOnly)).reverse(),
    currentVersion: presentVersion(versions[versions.length - 1]!, isOnly),
    can: { manage: canActInCompany(user, row.companyId, Permission.ManageClauses) },
  };
}

async function clauseOrNotFound(db: DbOrTx, companyId: number, clauseId: number, lock = false) {
  const query = db
    .select()
    .from(clauses)
    .where(and(eq(clauses.id, clauseId), eq(clauses.companyId, companyId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("Endorsement not found");
  return row;
}

async function syncClause(tx: DbOrTx, clauseId: number) {
  const versions = await versionsOf(tx, clauseId);
  const newest = versions[versions.length - 1]!;
  const published = versions.filter((version) => version.status === "published");
  const [row] = await tx
    .update(clauses)
    .set({
      name: newest.name,
      insuranceClassIds: newest.insuranceClassIds,
      latestVersionNumber: newest.versionNumber,
      latestPublishedVersionNumber: published[published.length - 1]?.versionNumber ?? null,
      updatedAt: new Date(),
    })
    .where(eq(clauses.id, clauseId))
    .returning();
  return row!;
}

/** Parses, sanitises and checks a clause's details against the company's classes. */
async function cleanDetails(db: DbOrTx, companyId: number, input: TClauseDetails) {
  const details = ZClauseDetails.parse(input);
  const content = sanitizeClauseHtml(details.content);
  const parsed = ZClauseDetails.shape.content.safeParse(content);
  if (!parsed.success) throw invalid({ content: productMessages.clauseContentRequired });
  if ((await unknownProductClassIds(db, companyId, details.productClassIds)).length > 0)
    throw invalid({ productClassIds: productMessages.unknownClass });
  return { ...details, content };
}

const record = (
  tx: DbOrTx,
  user: AuthUser,
  companyId: number,
  action: AuditAction,
  clauseId: number,
  data: Record<string, unknown>,
  request?: FastifyRequest,
) =>
  audit(
    tx,
    { action, userId: user.id, companyId, subjectType: "clause", subjectId: clauseId, data },
    request,
  );

export async function listClauses(
  db: DbOrTx,
  user: AuthUser,
  companyId: number,
  query: { search?: string; insuranceClassId?: number; status?: "draft" | "published" },
) {
  assertCanAny(user, companyId, catalogueReaders);
  const where: (SQL | undefined)[] = [eq(clauses.companyId, companyId), isNull(clauses.archivedAt)];
  if (query.search) where.push(ilike(clauses.name, `%${query.search.replace(/[%_\\]/g, "\\$&")}%`));
  if (query.insuranceClassId)
    where.push(
      sql`${clauses.insuranceClassIds} @> ${JSON.stringify([query.insuranceClassId])}::jsonb`,
    );
  if (query.status === "published")
    where.push(sql`${clauses.latestPublishedVersionNumber} is not null`);
  if (query.status === "draft") where.push(sql`${clauses.latestPublishedVersionNumber} is null`);
  const rows = await db
    .select()
    .from(clauses)
    .where(and(...where))
    .orderBy(asc(clauses.name), asc(clauses.id));
  return { data: rows.map(presentSummary), meta: { total: rows.length } };
}

export async function getClause(db: DbOrTx, user: AuthUser, companyId: number, clauseId: number) {
  assertCanAny(user, companyId, catalogueReaders);
  return presentClause(db, user, await clauseOrNotFound(db, companyId, clauseId));
}

/** Creates an endorsement whose first version is saved as a draft. */
export async function createClause(
  deps: AppDeps,
  user: AuthUser,
  companyId: number,
  input: TClauseDetails,
  request: FastifyRequest,
) {
  assertCan(user, companyId, Permission.ManageClauses);
  return inTransaction(deps.db, async (tx) => {
    const details = await cleanDetails(tx, companyId, input);
    const row = await insertClause(tx, companyId, user.id, details);
    await record(tx, user, companyId, "clause.created", row.id, { name: details.name }, request);
    return presentClause(tx, user, row);
  });
}

/** Used by create and the demo seed. */
export async function insertClause(
  tx: DbOrTx,
  companyId: number,
  userId: number | null,
  details: ReturnType<typeof ZClauseDetails.parse>,
  publish = false,
) {
  const [clause] = await tx
    .insert(clauses)
    .values({
      companyId,
      name: details.name,
      insuranceClassIds: details.insuranceClassIds,
      createdByUserId: userId,
    })
    .returning();
  await tx.insert(clauseVersions).values({
    clauseId: clause!.id,
    companyId,
    versionNumber: 1,
    ...details,
    content: sanitizeClauseHtml(details.content),
    savedAt: new Date(),
    status: publish ? "published" : "draft",
    publishedAt: publish ? new Date() : null,
  });
  return syncClause(tx, clause!.id);
}

async function changeVersion(
  deps: AppDeps,
  user: AuthUser,
  companyId: number,
  clauseId: number,
  versionId: number,
  request: FastifyRequest,
  change: (
    tx: DbOrTx,
    version: ClauseVersionRow,
    versions: ClauseVersionRow[],
  ) => Promise<{ action: AuditAction; data?: Record<string, unknown> }>,
) {
  assertCan(user, companyId, Permission.ManageClauses);
  return inTransaction(deps.db, async (tx) => {
    await clauseOrNotFound(tx, companyId, clauseId, true);
    const versions = await versionsOf(tx, clauseId);
    const version = versions.find((row) => row.id === versionId);
    if (!version) throw notFound("Endorsement version not found");
    const done = await change(tx, version, versions);
    const row = await syncClause(tx, clauseId);
    await record(
      tx,
      user,
      companyId,
      done.action,
      clauseId,
      { versionId, versionNumber: version.versionNumber, ...done.data },
      request,
    );
    return presentClause(tx, user, row);
  });
}

export function saveClauseVersion(
  deps: AppDeps,
  user: AuthUser,
  companyId: number,
  clauseId: number,
  versionId: number,
  input: TClauseDetails,
  request: FastifyRequest,
) {
  return changeVersion(deps, user, companyId, clauseId, versionId, request, async (tx, version) => {
    assertEditable(version, clauseLock);
    const details = await cleanDetails(tx, companyId, input);
    await tx
      .update(clauseVersions)
      .set({ ...details, savedAt: new Date(), updatedAt: new Date() })
      .where(eq(clauseVersions.id, versionId));
    return {
      action: "clauseVersion.saved",
      data: { changes: diffVersions(detailsOf(version), details).map((c) => c.field) },
    };
  });
}

export function publishClauseVersion(
  deps: AppDeps,
  user: AuthUser,
  companyId: number,
  clauseId: number,
  versionId: number,
  request: FastifyRequest,
) {
  return changeVersion(deps, user, companyId, clauseId, versionId, request, async (tx, version) => {
    assertPublishable(version);
    await tx
      .update(clauseVersions)
      .set({ status: "published", publishedAt: new Date(), updatedAt: new Date() })
      .where(eq(clauseVersions.id, versionId));
    return { action: "clauseVersion.published" };
  });
}

export function unpublishClauseVersion(
  deps: AppDeps,
  user: AuthUser,
  companyId: number,
  clauseId: number,
  versionId: number,
  request: FastifyRequest,
) {
  return changeVersion(deps, user, companyId, clauseId, versionId, request, async (tx, version) => {
    assertUnpublishable(version, clauseLock);
    await tx
      .update(clauseVersions)
      .set({ status: "draft", publishedAt: null, updatedAt: new Date() })
      .where(eq(clauseVersions.id, versionId));
    return { action: "clauseVersion.unpublished" };
  });
}

export function deleteClauseVersion(
  deps: AppDeps,
  user: AuthUser,
  companyId: number,
  clauseId: number,
  versionId: number,
  request: FastifyRequest,
) {
  return changeVersion(
    deps,
    user,
    companyId,
    clauseId,
    versionId,
    request,
    async (tx, version, versions) => {
      assertDeletable(version, versions.length === 1, clauseLock);
      await tx.delete(clauseVersions).where(eq(clauseVersions.id, versionId));
      return { action: "clauseVersion.deleted" };
    },
  );
}

export async function createClauseVersion(
  deps: AppDeps,
  user: AuthUser,
  companyId: number,
  clauseId: number,
  request: FastifyRequest,
) {
  assertCan(user, companyId, Permission.ManageClauses);
  return inTransaction(deps.db, async (tx) => {
    await clauseOrNotFound(tx, companyId, clauseId, true);
    const versions = await versionsOf(tx, clauseId);
    assertNoDraft(versions);
    const newest = versions[versions.length - 1]!;
    const [created] = await tx
      .insert(clauseVersions)
      .values({
        clauseId,
        companyId,
        versionNumber: newest.versionNumber + 1,
        ...detailsOf(newest),
      })
      .returning();
    await record(
      tx,
      user,
      companyId,
      "clauseVersion.created",
      clauseId,
      { versionId: created!.id, versionNumber: created!.versionNumber },
      request,
    );
    return presentClause(tx, user, await syncClause(tx, clauseId));
  });
}

/** An endorsement used by a risk or offered on a product cannot be deleted. */
export async function deleteClause(
  deps: AppDeps,
  user: AuthUser,
  companyId: number,
  clauseId: number,
  request: FastifyRequest,
) {
  assertCan(user, companyId, Permission.ManageClauses);
  return inTransaction(deps.db, async (tx) => {
    const clause = await clauseOrNotFound(tx, companyId, clauseId, true);
    const versions = await versionsOf(tx, clauseId);
    if (versions.some(isLocked)) throw conflict(messages.deleteInUse);
    if ((await productsUsingClause(tx, companyId, clauseId)).length > 0)
      throw conflict(messages.deleteInUse);
    await tx.delete(clauses).where(eq(clauses.id, clauseId));
    await record(tx, user, companyId, "clause.deleted", clauseId, { name: clause.name }, request);
    return { message: "Deleted" };
  });
}

// ---------------------------------------------------------------- for other modules

/** Ids among `ids` that are not endorsements of the company. */
export async function unknownClauseIds(db: DbOrTx, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: clauses.id })
    .from(clauses)
    .where(and(eq(clauses.companyId, companyId), inArray(clauses.id, ids)));
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** Whether any endorsement version names the class (for the class deletion check). */
export async function clausesUseProductClass(db: DbOrTx, companyId: number, classId: number) {
  const [row] = await db
    .select({ id: clauseVersions.id })
    .from(clauseVersions)
    .where(
      and(
        eq(clauseVersions.companyId, companyId),
        sql`${clauseVersions.productClassIds} @> ${JSON.stringify([classId])}::jsonb`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The newest published version of an endorsement (what a new risk gets). */
export async function latestPublishedClause(db: DbOrTx, clauseId: number) {
  const [row] = await db
    .select()
    .from(clauseVersions)
    .where(and(eq(clauseVersions.clauseId, clauseId), eq(clauseVersions.status, "published")))
    .orderBy(desc(clauseVersions.versionNumber))
    .limit(1);
  return row ?? null;
}

export async function newerClauseVersionExists(db: DbOrTx, versionId: number) {
  const [version] = await db.select().from(clauseVersions).where(eq(clauseVersions.id, versionId));
  if (!version) return false;
  const [newer] = await db
    .select({ id: clauseVersions.id })
    .from(clauseVersions)
    .where(
      and(
        eq(clauseVersions.clauseId, version.clauseId),
        eq(clauseVersions.status, "published"),
        gt(clauseVersions.versionNumber, version.versionNumber),
      ),
    )
    .limit(1);
  return Boolean(newer);
}

/** Called by the risk module when a risk attaches an endorsement version: it locks for good. */
export async function markClauseVersionInUse(tx: DbOrTx, versionId: number) {
  const [version] = await tx
    .select()
    .from(clauseVersions)
    .where(eq(clauseVersions.id, versionId))
    .for("update");
  if (!version) throw notFound("Endorsement version not found");
  if (version.status !== "published") throw conflict(productMessages.notPublished);
  const [row] = await tx
    .update(clauseVersions)
    .set({
      lockedAt: version.lockedAt ?? new Date(),
      usageCount: version.usageCount + 1,
      updatedAt: new Date(),
    })
    .where(eq(clauseVersions.id, versionId))
    .returning();
  return row!;
}
