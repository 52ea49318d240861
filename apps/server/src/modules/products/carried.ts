/**
 * The insurer's read of products (SPEC §1 "Insurers … monitor products"): the agencies'
 * products with a version written under a binding agreement it carries, read-only: no designer,
 * no version actions. Anyone else reads products through the versioning kernel (their own).
 */
import { CompanyType, roleIn, type TProduct } from "@platform/domain";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { agreementIdsCarriedBy } from "../binding-agreements/index.ts";
import { presentProduct } from "./present.ts";
import { products, productVersions } from "./tables.ts";
import { productVersioning } from "./versioned.ts";

export function insurerActs(actor: Actor): boolean {
  return roleIn(actor.user, actingCompany(actor))?.company.refCompanyTypeId === CompanyType.Insurer;
}

/** The products with a version placed under an agreement `insurerCompanyId` carries (SQL). */
export function carriedBy(insurerCompanyId: number): SQL {
  return sql`exists (select 1 from ${productVersions}
    where ${productVersions.productId} = ${products.id}
      and (${productVersions.details} -> 'placement' ->> 'bindingAgreementId')::int in ${agreementIdsCarriedBy(insurerCompanyId)})`;
}

const noActions = { edit: false, publish: false, unpublish: false, delete: false };

/** One carried product with its versions, every action off; 404 when it is not carried. */
export async function carriedProduct(ctx: Ctx, input: { productId: number }): Promise<TProduct> {
  const { db, actor } = ctx;
  const [head] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, input.productId), carriedBy(actingCompany(actor))));
  if (!head) throw notFound("Product not found");
  const versions = await productVersioning.store.versions(db, head.id);
  const shown = presentProduct(actor.user, { head, versions });
  return {
    ...shown,
    versions: shown.versions.map((v) => ({ ...v, can: noActions })),
    currentVersion: { ...shown.currentVersion, can: noActions },
    can: { manage: false, design: false },
  };
}
