/**
 * Why a submission is quoted, referred or declined (SPEC §4), from its current terms: the rules
 * its rating fired, an incomplete proposal, backdating beyond the acting user's authority (against
 * today in the product's time zone), the binding-agreement section's limits, a missing premium
 * and the underwriter's own premium. Submit, a resubmission and every change of a referred
 * submission's details ask it, so a reason that no longer applies disappears.
 */
import {
  backdateDays,
  decideSectionLimits,
  sectionLimitMessages,
  submitOutcome,
} from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { todayIn } from "../rating/index.ts";
import { allowedBackdateDays, placementOf } from "./authority.ts";
import type { LoadedPackage } from "./load.ts";
import { totalGross } from "./rate.ts";
import type { RiskPackageRow, RiskTransactionRow, StoredRuleOutcome } from "./tables.ts";

/** What the rating of one current transaction found (fresh, or as stored). */
export interface RatedTerms {
  rules: readonly StoredRuleOutcome[];
  grossPremium: string | null;
}

const messagesOf = (rated: readonly RatedTerms[], outcome: StoredRuleOutcome["outcome"]) =>
  rated.flatMap((r) => r.rules.filter((x) => x.outcome === outcome).map((x) => x.message));

/** The underwriter set a premium, a discount or a formula override on the transaction. */
const underwriterAdjusted = (tx: RiskTransactionRow) =>
  tx.manualBasePremium !== null ||
  Number(tx.discountPercent ?? 0) > 0 ||
  Object.keys(tx.overrides ?? {}).length > 0;

export async function assessSubmission(
  ctx: Ctx,
  input: {
    loaded: LoadedPackage;
    /** The package as it now stands (its inception date may just have changed). */
    pkg: RiskPackageRow;
    rated: readonly RatedTerms[];
    incomplete: boolean;
  },
) {
  const { db, actor } = ctx;
  const { loaded, pkg, rated } = input;
  const details = loaded.current[0]!.pinned.version.details;
  const today = todayIn(details.timeZone, actor.now());
  const placement = await placementOf(db, pkg, details);
  const gross = totalGross(rated.map((r) => r.grossPremium));
  const limits =
    placement?.section && gross
      ? decideSectionLimits(placement.section, { grossPremium: gross })
      : null;
  const findings = {
    declines: messagesOf(rated, "decline"),
    referrals: [
      ...messagesOf(rated, "refer"),
      ...(limits?.outcome === "refuse" ? limits.reasons.map((x) => sectionLimitMessages[x]) : []),
    ],
    incomplete: input.incomplete,
    backdatedBeyondAuthority:
      backdateDays(pkg.inceptionDate, today) >
      allowedBackdateDays(loaded.side, actor.user.id, details, placement),
    overNotifiablePremium: limits?.outcome === "refer",
    // The main product's (first) rating; an add-on may rate no premium of its own.
    premiumMissing: rated[0]?.grossPremium === null,
    underwriterAdjusted: loaded.current.some((c) => underwriterAdjusted(c.tx)),
  };
  return {
    outcome: submitOutcome(findings),
    /** Why it would be referred, whatever a decline rule says (an open referral's reasons). */
    referralReasons: submitOutcome({ ...findings, declines: [] }).reasons.map((r) => r.message),
    gross,
    details,
  };
}
