/**
 * Which templates a product uses on each of its moments, in order: the document templates it
 * issues on each event and the email templates it sends on each trigger keep their links alike.
 */

import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { type AuditAction, auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { authorizeTemplates } from "./access.ts";
import { assertOwnProduct } from "./own-product.ts";

/** One kind of link: its tables, the name of its moment (`event`, `trigger`) and their list. */
export interface TemplateLinkKind<Moment extends string, Name extends string> {
  templates: { table: PgTable; id: AnyPgColumn; companyId: AnyPgColumn };
  links: {
    table: PgTable;
    productId: AnyPgColumn;
    moment: AnyPgColumn;
    templateId: AnyPgColumn;
    position: AnyPgColumn;
  };
  momentName: Name;
  moments: readonly Moment[];
  action: AuditAction;
  notOwnTemplates: string;
}

type Links<Moment extends string, Name extends string> = ({ [K in Name]: Moment } & {
  templateIds: number[];
})[];

/** The product's links on every moment of the kind, in order (a moment without any: `[]`). */
export async function readTemplateLinks<Moment extends string, Name extends string>(
  ctx: Ctx,
  input: { kind: TemplateLinkKind<Moment, Name>; productId: number },
): Promise<{ links: Links<Moment, Name> }> {
  const { db, actor } = ctx;
  const { kind, productId } = input;
  const companyId = authorizeTemplates(actor, "readLinks");
  await assertOwnProduct(db, companyId, productId);
  const rows = (await db
    .select({ moment: kind.links.moment, templateId: kind.links.templateId })
    .from(kind.links.table)
    .where(eq(kind.links.productId, productId))
    .orderBy(asc(kind.links.position))) as { moment: Moment; templateId: number }[];
  return {
    links: kind.moments.map(
      (moment) =>
        ({
          [kind.momentName]: moment,
          templateIds: rows.filter((r) => r.moment === moment).map((r) => r.templateId),
        }) as Links<Moment, Name>[number],
    ),
  };
}

/** Replaces the product's links with the company's own templates, audited; answers them. */
export async function replaceTemplateLinks<Moment extends string, Name extends string>(
  ctx: Ctx,
  input: { kind: TemplateLinkKind<Moment, Name>; productId: number; links: Links<Moment, Name> },
) {
  const { actor } = ctx;
  const { kind, productId, links } = input;
  const companyId = authorizeTemplates(actor);
  await ctx.db.transaction(async (tx) => {
    await assertOwnProduct(tx, companyId, productId);
    const ids = [...new Set(links.flatMap((l) => l.templateIds))];
    if (ids.length) {
      const [found] = await tx
        .select({ n: count() })
        .from(kind.templates.table)
        .where(and(eq(kind.templates.companyId, companyId), inArray(kind.templates.id, ids)));
      if (found!.n !== ids.length) throw invalid({ links: kind.notOwnTemplates });
    }
    await tx.delete(kind.links.table).where(eq(kind.links.productId, productId));
    const values = links.flatMap((l) =>
      l.templateIds.map((templateId, position) => ({
        productId,
        [kind.momentName]: l[kind.momentName],
        templateId,
        position,
      })),
    );
    // The values name the link table's own columns; the kind's table type cannot say so.
    if (values.length) await tx.insert(kind.links.table).values(values as never);
    await auditBy(tx, actor, {
      action: kind.action,
      companyId,
      subjectType: "product",
      subjectId: productId,
      data: { links },
    });
  });
  return readTemplateLinks(ctx, { kind, productId });
}
