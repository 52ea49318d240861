/**
 * A new risk package (Initiated) and saving its progress (only while Initiated). A broker with
 * ManageRisks places one of the packages its underwriters offer it; an underwriter writing direct
 * names the connected brokerage it writes for. One risk per product (the main product and each
 * add-on chosen), pinned to the newest published version, each with an NB transaction.
 */

import { riskFieldMessages, type TAvailablePackage } from "@platform/domain";
import type { DbOrTx } from "../../platform/db/index.ts";
import { invalid, notFound } from "../../platform/http/errors.ts";
import { latestPublished, type ProductVersionRow } from "../products/index.ts";

export function checkCover(
  main: ProductVersionRow,
  input: { inceptionDate?: string | undefined; termMonths?: number | undefined },
  today: string,
) {
  const details = main.details;
  const errors: Record<string, string> = {};
  if (input.termMonths !== undefined) {
    const { min, max } = details.termMonths;
    if (input.termMonths < min || input.termMonths > max)
      errors.termMonths = riskFieldMessages.termOutsideLimits(min, max);
  }
  if (input.inceptionDate !== undefined) {
    const limit = addDays(today, details.futureInceptionDayLimit);
    if (input.inceptionDate > limit)
      errors.inceptionDate = riskFieldMessages.inceptionTooFarAhead(
        details.futureInceptionDayLimit,
      );
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function versionsOf(db: DbOrTx, offered: TAvailablePackage, addOnIds: number[]) {
  const offeredAddOns = new Set(offered.addOns.map((a) => a.id));
  addOnIds.forEach((id, index) => {
    if (!offeredAddOns.has(id))
      throw invalid({ [`addOns.${index}.productId`]: riskFieldMessages.addOnNotOffered });
  });
  const ids = [offered.mainProduct.id, ...addOnIds];
  const versions = await Promise.all(ids.map((id) => latestPublished(db, id)));
  if (versions.some((v) => !v)) throw notFound("Product not found");
  return versions as ProductVersionRow[];
}
