import {
  DOCUMENT_DATA_MODEL_VERSION,
  type DocumentEvent,
  documentEvents,
  documentMessages,
  messages,
  Permission,
  pageWindow,
  type TDocumentTemplateInput,
  type TPageQuery,
} from "@platform/domain";
import { and, asc, count, eq, ilike, inArray, sql } from "drizzle-orm";
import { assertCan, assertMember } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { auditBy } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { conflict, invalid, notFound } from "../../platform/http/errors.ts";
import { companyFileVersions } from "../files/index.ts";
import { productClassesOf } from "../products/index.ts";
import { RenderRefused, validateInWorker } from "../rendering/index.ts";
import { type DocumentTemplateRow, documentTemplates, productDocumentTemplates } from "./tables.ts";

type Input = Required<Omit<TDocumentTemplateInput, "content">> & { content: string };

export function presentTemplate(row: DocumentTemplateRow) {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    content: row.content,
    dataModelVersion: row.dataModelVersion,
    partIds: row.partIds,
    additionalFileVersionIds: row.additionalFileVersionIds,
    tags: row.tags,
    updatedAt: Math.floor(row.updatedAt.getTime() / 1000),
  };
}

/** One template as its editor reads it: with its additional PDFs' names (one statement). */
export async function presentTemplateWithFiles(
  db: DbOrTx,
  companyId: number,
  row: DocumentTemplateRow,
) {
  const versions = await companyFileVersions(db, companyId, row.additionalFileVersionIds);
  const byId = new Map(versions.map((v) => [v.id, v]));
  return {
    ...presentTemplate(row),
    additionalFiles: row.additionalFileVersionIds.flatMap((id) => {
      const v = byId.get(id);
      return v ? [{ id, name: v.name, mimeType: v.mimeType }] : [];
    }),
  };
}

export async function findTemplate(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(documentTemplates)
    .where(and(eq(documentTemplates.id, id), eq(documentTemplates.companyId, companyId)));
  if (!row) throw notFound("Document template not found");
  return row;
}

/** A page of the company's templates (search by name, filter by tag): one statement. */
export async function pageTemplates(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  query: TPageQuery & { search?: string; tag?: string },
) {
  assertCan(actor.user, companyId, Permission.ManageDocuments);
  const where = and(
    eq(documentTemplates.companyId, companyId),
    query.search ? ilike(documentTemplates.name, likePattern(query.search)) : undefined,
    query.tag ? sql`${documentTemplates.tags} @> ${JSON.stringify([query.tag])}::jsonb` : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ row: documentTemplates, total: totalRows() })
    .from(documentTemplates)
    .where(where)
    .orderBy(asc(documentTemplates.name), asc(documentTemplates.id))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    query,
    ({ row }) => {
      const { content: _content, ...summary } = presentTemplate(row);
      return summary;
    },
    async () => (await db.select({ n: count() }).from(documentTemplates).where(where))[0]!.n,
  );
}

/**
 * 422 with each Liquid error at its place: `content: ["Line 2, column 9: Unknown merge field: …"]`,
 * or the limit a render against the sample risk ran into (it runs in a worker thread, outside
 * any transaction).
 */
export async function assertValidContent(content: string, field = "content") {
  let errors: Awaited<ReturnType<typeof validateInWorker>>;
  try {
    errors = await validateInWorker(content);
  } catch (error) {
    if (error instanceof RenderRefused) throw invalid({ [field]: [error.message] });
    throw error;
  }
  if (errors.length > 0)
    throw invalid({
      [field]: errors.map((e) => documentMessages.atPosition(e.line, e.column, e.message)),
    });
}

async function checkReferences(db: DbOrTx, companyId: number, input: Input, selfId?: number) {
  if (input.type === "combined") {
    const parts = input.partIds.length
      ? await db
          .select({ id: documentTemplates.id, type: documentTemplates.type })
          .from(documentTemplates)
          .where(
            and(
              eq(documentTemplates.companyId, companyId),
              inArray(documentTemplates.id, input.partIds),
            ),
          )
      : [];
    if (
      parts.length !== input.partIds.length ||
      parts.some((p) => p.type !== "single" || p.id === selfId)
    )
      throw invalid({ partIds: documentMessages.partNotSingle });
  }
  const files = await companyFileVersions(db, companyId, input.additionalFileVersionIds);
  if (
    files.length !== input.additionalFileVersionIds.length ||
    files.some((file) => file.mimeType !== "application/pdf")
  )
    throw invalid({ additionalFileVersionIds: documentMessages.notPdf });
}

const nameTaken = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === "23505" || e.cause?.code === "23505";
};

export async function createTemplate(deps: AppDeps, actor: Actor, companyId: number, input: Input) {
  assertCan(actor.user, companyId, Permission.ManageDocuments);
  if (input.type === "single") await assertValidContent(input.content);
  return deps.db.transaction(async (tx) => {
    await checkReferences(tx, companyId, input);
    const [row] = await tx
      .insert(documentTemplates)
      .values({
        companyId,
        ...input,
        content: input.type === "combined" ? "" : input.content,
        dataModelVersion: DOCUMENT_DATA_MODEL_VERSION,
        updatedByUserId: actor.user.id,
      })
      .returning()
      .catch((error) => {
        throw nameTaken(error) ? invalid({ name: messages.nameInUse }) : error;
      });
    await auditBy(tx, actor, {
      action: "document_template.created",
      companyId,
      subjectType: "document_template",
      subjectId: row!.id,
      data: { name: input.name },
    });
    return presentTemplateWithFiles(tx, companyId, row!);
  });
}

export async function updateTemplate(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  id: number,
  input: Input,
) {
  assertCan(actor.user, companyId, Permission.ManageDocuments);
  await findTemplate(deps.db, companyId, id);
  if (input.type === "single") await assertValidContent(input.content);
  return deps.db.transaction(async (tx) => {
    await findTemplate(tx, companyId, id);
    await checkReferences(tx, companyId, input, id);
    const [row] = await tx
      .update(documentTemplates)
      .set({
        ...input,
        content: input.type === "combined" ? "" : input.content,
        dataModelVersion: DOCUMENT_DATA_MODEL_VERSION,
        updatedByUserId: actor.user.id,
        updatedAt: actor.now(),
      })
      .where(eq(documentTemplates.id, id))
      .returning()
      .catch((error) => {
        throw nameTaken(error) ? invalid({ name: messages.nameInUse }) : error;
      });
    await auditBy(tx, actor, {
      action: "document_template.updated",
      companyId,
      subjectType: "document_template",
      subjectId: id,
      data: { name: input.name },
    });
    return presentTemplateWithFiles(tx, companyId, row!);
  });
}

/** Deletes a template unless a product issues it or a combined template joins it. */
export async function deleteTemplate(deps: AppDeps, actor: Actor, companyId: number, id: number) {
  assertCan(actor.user, companyId, Permission.ManageDocuments);
  await deps.db.transaction(async (tx) => {
    const row = await findTemplate(tx, companyId, id);
    const [linked] = await tx
      .select({ n: count() })
      .from(productDocumentTemplates)
      .where(eq(productDocumentTemplates.templateId, id));
    const [joined] = await tx
      .select({ n: count() })
      .from(documentTemplates)
      .where(
        and(
          eq(documentTemplates.companyId, companyId),
          sql`${documentTemplates.partIds} @> ${JSON.stringify([id])}::jsonb`,
        ),
      );
    if (linked!.n > 0 || joined!.n > 0) throw conflict(messages.deleteInUse);
    await tx.delete(documentTemplates).where(eq(documentTemplates.id, id));
    await auditBy(tx, actor, {
      action: "document_template.deleted",
      companyId,
      subjectType: "document_template",
      subjectId: id,
      data: { name: row.name },
    });
  });
}

export async function assertOwnProduct(db: DbOrTx, companyId: number, productId: number) {
  const owned = await productClassesOf(db, companyId, [productId]);
  if (!owned.has(productId)) throw notFound("Product not found");
}

/** The templates a product issues on each event, in order. */
export async function productLinks(db: DbOrTx, actor: Actor, companyId: number, productId: number) {
  assertMember(actor.user, companyId);
  await assertOwnProduct(db, companyId, productId);
  const rows = await db
    .select()
    .from(productDocumentTemplates)
    .where(eq(productDocumentTemplates.productId, productId))
    .orderBy(asc(productDocumentTemplates.position));
  return {
    links: documentEvents.map((event) => ({
      event,
      templateIds: rows.filter((r) => r.event === event).map((r) => r.templateId),
    })),
  };
}

export async function setProductLinks(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  productId: number,
  links: { event: DocumentEvent; templateIds: number[] }[],
) {
  assertCan(actor.user, companyId, Permission.ManageDocuments);
  await deps.db.transaction(async (tx) => {
    await assertOwnProduct(tx, companyId, productId);
    const ids = [...new Set(links.flatMap((l) => l.templateIds))];
    if (ids.length) {
      const [found] = await tx
        .select({ n: count() })
        .from(documentTemplates)
        .where(and(eq(documentTemplates.companyId, companyId), inArray(documentTemplates.id, ids)));
      if (found!.n !== ids.length) throw invalid({ links: "Choose the company's own templates" });
    }
    await tx
      .delete(productDocumentTemplates)
      .where(eq(productDocumentTemplates.productId, productId));
    const values = links.flatMap((l) =>
      l.templateIds.map((templateId, position) => ({
        productId,
        event: l.event,
        templateId,
        position,
      })),
    );
    if (values.length) await tx.insert(productDocumentTemplates).values(values);
    await auditBy(tx, actor, {
      action: "document_template.links_updated",
      companyId,
      subjectType: "product",
      subjectId: productId,
      data: { links },
    });
  });
  return productLinks(deps.db, actor, companyId, productId);
}

/** The templates (with their parts, in order) a product issues on an event: two statements. */
export async function templatesForEvent(db: DbOrTx, productId: number, event: DocumentEvent) {
  const linked = await db
    .select({ row: documentTemplates })
    .from(productDocumentTemplates)
    .innerJoin(documentTemplates, eq(documentTemplates.id, productDocumentTemplates.templateId))
    .where(
      and(
        eq(productDocumentTemplates.productId, productId),
        eq(productDocumentTemplates.event, event),
      ),
    )
    .orderBy(asc(productDocumentTemplates.position));
  const partIds = [...new Set(linked.flatMap(({ row }) => row.partIds))];
  const parts = partIds.length
    ? await db.select().from(documentTemplates).where(inArray(documentTemplates.id, partIds))
    : [];
  return linked.map(({ row }) => ({
    template: row,
    parts:
      row.type === "combined"
        ? row.partIds.map((id) => parts.find((p) => p.id === id)).filter((p) => p !== undefined)
        : [row],
  }));
}

/** How many of `ids` are the company's own templates: one statement. */
export async function countOwnTemplates(db: DbOrTx, companyId: number, ids: number[]) {
  if (ids.length === 0) return 0;
  const [found] = await db
    .select({ n: count() })
    .from(documentTemplates)
    .where(and(eq(documentTemplates.companyId, companyId), inArray(documentTemplates.id, ids)));
  return Number(found!.n);
}

/** A template's parts for rendering (itself, or the singles it combines): one statement. */
export async function partsOf(db: DbOrTx, companyId: number, row: DocumentTemplateRow) {
  if (row.type === "single") return [row];
  const parts = row.partIds.length
    ? await db
        .select()
        .from(documentTemplates)
        .where(
          and(
            eq(documentTemplates.companyId, companyId),
            inArray(documentTemplates.id, row.partIds),
          ),
        )
    : [];
  return row.partIds.map((id) => parts.find((p) => p.id === id)).filter((p) => p !== undefined);
}
