/**
 * Which email templates a product sends on each trigger (quote, bind, adjustment, cancellation,
 * renewal invitation, proposal sent), in order, like the document templates it issues.
 */
import {
  type EmailTrigger,
  emailMessages,
  emailTriggers,
  Permission,
  type TProductEmailLinks,
} from "@platform/domain";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { assertCan, assertMember } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { auditBy } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { assertOwnProduct } from "../document-templates/index.ts";
import { emailTemplates, productEmailTemplates } from "./tables.ts";

export async function productEmailLinks(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  productId: number,
): Promise<TProductEmailLinks> {
  assertMember(actor.user, companyId);
  await assertOwnProduct(db, companyId, productId);
  const rows = await db
    .select()
    .from(productEmailTemplates)
    .where(eq(productEmailTemplates.productId, productId))
    .orderBy(asc(productEmailTemplates.position));
  return {
    links: emailTriggers.map((trigger) => ({
      trigger,
      templateIds: rows.filter((r) => r.trigger === trigger).map((r) => r.templateId),
    })),
  };
}

export async function setProductEmailLinks(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  productId: number,
  links: TProductEmailLinks["links"],
) {
  assertCan(actor.user, companyId, Permission.ManageDocuments);
  await deps.db.transaction(async (tx) => {
    await assertOwnProduct(tx, companyId, productId);
    const ids = [...new Set(links.flatMap((l) => l.templateIds))];
    if (ids.length) {
      const [found] = await tx
        .select({ n: count() })
        .from(emailTemplates)
        .where(and(eq(emailTemplates.companyId, companyId), inArray(emailTemplates.id, ids)));
      if (found!.n !== ids.length) throw invalid({ links: emailMessages.ownTemplates });
    }
    await tx.delete(productEmailTemplates).where(eq(productEmailTemplates.productId, productId));
    const values = links.flatMap((l) =>
      l.templateIds.map((templateId, position) => ({
        productId,
        trigger: l.trigger,
        templateId,
        position,
      })),
    );
    if (values.length) await tx.insert(productEmailTemplates).values(values);
    await auditBy(tx, actor, {
      action: "email_template.links_updated",
      companyId,
      subjectType: "product",
      subjectId: productId,
      data: { links },
    });
  });
  return productEmailLinks(deps.db, actor, companyId, productId);
}

/** The company's templates a product sends on a trigger, in order: one statement. */
export async function emailTemplatesFor(
  db: DbOrTx,
  companyId: number,
  productId: number,
  trigger: EmailTrigger,
) {
  const rows = await db
    .select({ row: emailTemplates })
    .from(productEmailTemplates)
    .innerJoin(emailTemplates, eq(emailTemplates.id, productEmailTemplates.templateId))
    .where(
      and(
        eq(productEmailTemplates.productId, productId),
        eq(productEmailTemplates.trigger, trigger),
        eq(emailTemplates.companyId, companyId),
      ),
    )
    .orderBy(asc(productEmailTemplates.position));
  return rows.map(({ row }) => row);
}
