/**
 * Authority on a risk (SPEC §4, §6): the product's underwriting restrictions (maximum inception
 * backdating and base premium discount) and, when the product is written under a binding
 * agreement (`details.placement`), the acting underwriter's authorised-underwriter record on the
 * published period covering the inception date. Brokers hold no authority: any backdating of
 * theirs refers the submission and resets to today on bind.
 */
import {
  type AuthorityNeeded,
  backdateDays,
  decideAuthority,
  type TProductDetails,
  TransactionType,
  toDec,
} from "@platform/domain";
import type { DbOrTx } from "../../platform/db/index.ts";
import { type PlacementTerms, placementTerms } from "../binding-agreements/index.ts";
import type { RiskSide } from "./access.ts";
import type { RiskPackageRow, RiskTransactionRow } from "./tables.ts";

/** The placement of the package's main product on its inception date (null: none configured). */
export async function placementOf(
  db: DbOrTx,
  pkg: RiskPackageRow,
  details: TProductDetails,
): Promise<PlacementTerms | null> {
  const terms = await placementTerms(db, details.placement, pkg.inceptionDate);
  // A placement names an agreement of the product's own company (checked on save); a stale one
  // pointing elsewhere counts as none.
  return terms && terms.agreement.companyId === pkg.companyId ? terms : null;
}

const recordOf = (placement: PlacementTerms | null, userId: number) =>
  placement?.authorisedUnderwriters.find((u) => u.userId === userId) ?? null;

/** Days a user may keep an inception date in the past. */
export function allowedBackdateDays(
  side: RiskSide,
  userId: number,
  details: TProductDetails,
  placement: PlacementTerms | null,
): number {
  if (side === "broker") return 0;
  const productCap = details.underwriting.maxInceptionBackdateDays;
  if (!details.placement) return productCap;
  const record = recordOf(placement, userId);
  return record ? Math.min(productCap, record.maximumBackdateDays) : 0;
}

/** What a quote of the package's current transactions needs: backdating and the largest discount. */
export function quoteNeeds(
  pkg: RiskPackageRow,
  txs: readonly RiskTransactionRow[],
  today: string,
): Required<Pick<AuthorityNeeded, "backdateDays">> & { discountPercent: number } {
  const discount = txs.reduce((max, tx) => Math.max(max, Number(tx.discountPercent ?? 0)), 0);
  // A change to a bound policy is backdated from its own effective date, not the inception.
  const main = txs[0];
  const from =
    main && (main.type === TransactionType.Adjustment || main.type === TransactionType.Cancellation)
      ? main.effectiveDate
      : pkg.inceptionDate;
  return { backdateDays: backdateDays(from, today), discountPercent: discount };
}

/**
 * Whether `userId` may quote what is `needed` without approval: within the product's
 * restrictions and, under a binding agreement, their own authority.
 */
export function withinAuthority(
  userId: number,
  details: TProductDetails,
  placement: PlacementTerms | null,
  needed: { backdateDays: number; discountPercent: number },
): boolean {
  const product = details.underwriting;
  if (needed.backdateDays > product.maxInceptionBackdateDays) return false;
  if (toDec(needed.discountPercent).greaterThan(toDec(product.maxBasePremiumDiscountPercent)))
    return false;
  if (!details.placement) return true;
  return decideAuthority(recordOf(placement, userId), needed).allowed;
}

/**
 * Whether `userId` may approve what is `needed`: their authorised-underwriter record covers it
 * (a product without a binding agreement: any other underwriter of the company may approve).
 */
export function mayApprove(
  userId: number,
  details: TProductDetails,
  placement: PlacementTerms | null,
  needed: { backdateDays: number; discountPercent: number },
): boolean {
  if (!details.placement) return true;
  return decideAuthority(recordOf(placement, userId), needed).allowed;
}
