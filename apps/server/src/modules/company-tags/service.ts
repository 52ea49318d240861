import { messages, Permission, pageWindow, type TPageQuery } from "@platform/domain";
import { and, asc, count, eq, ilike, inArray } from "drizzle-orm";
import { type AuthUser, assertCan, assertMember } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { audit } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { invalid, notFound } from "../../platform/http/errors.ts";
import { companyTags } from "../companies/tables.ts";
import { presentFile } from "../files/index.ts";
import { fileVersions } from "../files/tables.ts";
import { companyTagAttachments } from "./tables.ts";

export interface TagInput {
  name: string;
  fileVersionIds: number[];
}

export async function listTags(db: DbOrTx, actor: AuthUser, companyId: number) {
  assertMember(actor, companyId);
  const tags = await db
    .select()
    .from(companyTags)
    .where(eq(companyTags.companyId, companyId))
    .orderBy(asc(companyTags.name));
  return withAttachments(db, tags);
}

/** A page of the company's tags with their attachments (search by name): two statements. */
export async function pageTags(
  db: DbOrTx,
  actor: AuthUser,
  companyId: number,
  query: TPageQuery & { search?: string },
) {
  assertMember(actor, companyId);
  const where = and(
    eq(companyTags.companyId, companyId),
    query.search ? ilike(companyTags.name, likePattern(query.search)) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ tag: companyTags, total: totalRows() })
    .from(companyTags)
    .where(where)
    .orderBy(asc(companyTags.name), asc(companyTags.id))
    .limit(limit)
    .offset(offset);
  const presented = await withAttachments(
    db,
    rows.map((row) => row.tag),
  );
  return toPage(
    rows,
    query,
    (row) => presented.find((tag) => tag.id === row.tag.id)!,
    async () => (await db.select({ n: count() }).from(companyTags).where(where))[0]!.n,
  );
}

async function withAttachments(db: DbOrTx, tags: (typeof companyTags.$inferSelect)[]) {
  if (tags.length === 0) return [];
  const attachments = await db
    .select({ tagId: companyTagAttachments.tagId, file: fileVersions })
    .from(companyTagAttachments)
    .innerJoin(fileVersions, eq(fileVersions.id, companyTagAttachments.fileVersionId))
    .where(
      inArray(
        companyTagAttachments.tagId,
        tags.map((tag) => tag.id),
      ),
    );
  return tags.map((tag) => ({
    id: tag.id,
    name: tag.name,
    attachments: attachments.filter((a) => a.tagId === tag.id).map((a) => presentFile(a.file)),
  }));
}

async function checkInput(tx: DbOrTx, companyId: number, input: TagInput, exceptId?: number) {
  const same = await tx.select().from(companyTags).where(eq(companyTags.companyId, companyId));
  if (
    same.some((tag) => tag.name.toLowerCase() === input.name.toLowerCase() && tag.id !== exceptId)
  ) {
    throw invalid({ name: messages.nameInUse });
  }
  if (input.fileVersionIds.length === 0) return;
  const files = await tx
    .select({ id: fileVersions.id })
    .from(fileVersions)
    .where(
      and(eq(fileVersions.companyId, companyId), inArray(fileVersions.id, input.fileVersionIds)),
    );
  if (files.length !== new Set(input.fileVersionIds).size)
    throw invalid({ fileVersionIds: "Attach files uploaded by this company" });
}

async function setAttachments(tx: DbOrTx, tagId: number, fileVersionIds: number[]) {
  await tx.delete(companyTagAttachments).where(eq(companyTagAttachments.tagId, tagId));
  if (fileVersionIds.length > 0) {
    await tx
      .insert(companyTagAttachments)
      .values([...new Set(fileVersionIds)].map((fileVersionId) => ({ tagId, fileVersionId })));
  }
}

export async function createTag(deps: AppDeps, actor: Actor, companyId: number, input: TagInput) {
  const { user } = actor;
  assertCan(user, companyId, Permission.ManageCompanyTags);
  const id = await deps.db.transaction(async (tx) => {
    await checkInput(tx, companyId, input);
    const [tag] = await tx.insert(companyTags).values({ companyId, name: input.name }).returning();
    await setAttachments(tx, tag!.id, input.fileVersionIds);
    await audit(
      tx,
      {
        action: "company_tag.created",
        userId: user.id,
        companyId,
        subjectType: "company_tag",
        subjectId: tag!.id,
        data: { ...input },
      },
      actor,
    );
    return tag!.id;
  });
  return (await listTags(deps.db, user, companyId)).find((tag) => tag.id === id)!;
}

export async function updateTag(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  tagId: number,
  input: TagInput,
) {
  const { user } = actor;
  assertCan(user, companyId, Permission.ManageCompanyTags);
  await deps.db.transaction(async (tx) => {
    const [tag] = await tx
      .select()
      .from(companyTags)
      .where(and(eq(companyTags.id, tagId), eq(companyTags.companyId, companyId)));
    if (!tag) throw notFound("Tag not found");
    await checkInput(tx, companyId, input, tagId);
    await tx.update(companyTags).set({ name: input.name }).where(eq(companyTags.id, tagId));
    await setAttachments(tx, tagId, input.fileVersionIds);
    await audit(
      tx,
      {
        action: "company_tag.updated",
        userId: user.id,
        companyId,
        subjectType: "company_tag",
        subjectId: tagId,
        data: { ...input },
      },
      actor,
    );
  });
  return (await listTags(deps.db, user, companyId)).find((tag) => tag.id === tagId)!;
}

export async function deleteTag(deps: AppDeps, actor: Actor, companyId: number, tagId: number) {
  const { user } = actor;
  assertCan(user, companyId, Permission.ManageCompanyTags);
  await deps.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(companyTags)
      .where(and(eq(companyTags.id, tagId), eq(companyTags.companyId, companyId)))
      .returning();
    if (deleted.length === 0) throw notFound("Tag not found");
    await audit(
      tx,
      {
        action: "company_tag.deleted",
        userId: user.id,
        companyId,
        subjectType: "company_tag",
        subjectId: tagId,
      },
      actor,
    );
  });
}
