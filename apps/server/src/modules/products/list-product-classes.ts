import {
  type InsuranceClassId,
  insuranceClassNames,
  type TProductClassList,
} from "@platform/domain";
import { asc, eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { authorizeProductClasses } from "./access.ts";
import { presentClass, usageCounts } from "./product-classes.ts";
import { productClasses } from "./tables.ts";

export async function listProductClasses(ctx: Ctx): Promise<TProductClassList> {
  const { db, actor } = ctx;
  const companyId = authorizeProductClasses(actor, "read");
  const rows = await db
    .select()
    .from(productClasses)
    .where(eq(productClasses.companyId, companyId))
    .orderBy(asc(productClasses.name));
  const counts = await usageCounts(db, companyId);
  return {
    insuranceClasses: (Object.entries(insuranceClassNames) as [string, string][]).map(
      ([id, name]) => ({ id: Number(id) as InsuranceClassId, name }),
    ),
    data: rows.map((row) => presentClass(row, counts.get(row.id) ?? 0)),
  };
}
