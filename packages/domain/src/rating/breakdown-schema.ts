/**
 * THE premium breakdown's wire shape: `PremiumBreakdown` (premium.ts) as a zod schema, named line
 * by line. A transaction stores it (`risk_transactions.premium`), the APIs answer it, the
 * documents' merge data and the bordereau rows read its lines by these names, and the web prints
 * it with one table.
 */
import { z } from "zod";
import type { PremiumBreakdown } from "./premium.ts";

/** Money: a decimal string with two decimals (`"1234.50"`, a return `"-120.00"`). */
const money = z.string();

export const ZChargeLine = z.object({
  name: z.string(),
  /** ChargeType: 1 standard, 2 other, 3 discount. */
  type: z.literal([1, 2, 3]),
  percent: z.string().nullable(),
  amount: money,
});

export const ZPremiumBreakdown = z.object({
  ratedPremium: money,
  standardCharges: z.array(ZChargeLine),
  basePremium: money,
  otherCharges: z.array(ZChargeLine),
  discountCharges: z.array(ZChargeLine),
  grossPremium: money,
  emergencyServicesLevy: money,
  premiumGst: money,
  stampDuty: money,
  adminFee: money,
  adminFeeGst: money,
  brokerFee: money,
  brokerFeeGst: money,
  totalGst: money,
  amountPayable: money,
  brokerCommission: money,
  brokerCommissionGst: money,
  netPremium: money,
  netToUnderwriter: money,
  rates: z.object({
    gst: z.string(),
    stampDuty: z.string(),
    stampDutyExempt: z.boolean(),
    stampDutyExemption: z.enum(["class", "small-business", "insured"]).nullable(),
    levy: z.string().nullable(),
    brokerCommissionPercent: z.string(),
    sources: z.array(z.string()),
  }),
});

/** The schema and the type name the same lines (a compile error here means they drifted). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sameShape: Same<z.infer<typeof ZPremiumBreakdown>, PremiumBreakdown> = true;
void sameShape;
