import {
  type AustralianState,
  ChargeType,
  type ChargeTypeId,
  type Country,
  type InsuranceClassId,
} from "../enums.ts";
import { type Dec, type DecimalInput, toDec, ZERO } from "./decimal.ts";
import { percentOf, roundCents } from "./money.ts";
import {
  emergencyServicesLevyFor,
  type GstRateRow,
  gstRateFor,
  type LevyRateRow,
  type StampDutyExemption,
  type StampDutyRateRow,
  stampDutyFor,
} from "./taxes.ts";

/** A charge is either a fixed `amount` or a `percent` (e.g. `5` = 5 %); give exactly one. */
export interface ChargeInput {
  name: string;
  type: ChargeTypeId;
  amount?: DecimalInput;
  percent?: DecimalInput;
}

export interface PremiumInput {
  /** The premium produced by the rating formulas, before charges. */
  ratedPremium: DecimalInput;
  charges?: readonly ChargeInput[];
  country: Country;
  /** Required in Australia (stamp duty); ignored in New Zealand. */
  state?: AustralianState;
  insuranceClass: InsuranceClassId;
  /** Date (`YYYY-MM-DD`) whose tax rates apply: the transaction's effective date. */
  taxDate: string;
  /** Broker commission, percent of base premium (e.g. `20`). Taken out of premium, not added. */
  brokerCommissionPercent?: DecimalInput;
  /** True when the broker charges GST on its commission (GST-registered broker). Default false. */
  commissionAttractsGst?: boolean;
  /** Underwriting agency's administration fee, before GST. */
  adminFee?: DecimalInput;
  /** Broker's own fee, before GST. */
  brokerFee?: DecimalInput;
  /** Emergency services levy: a rate on gross premium or an amount; default from the levy table (none). */
  levy?: { rate: DecimalInput } | { amount: DecimalInput };
  /**
   * The insured has given a small business declaration for this cover. It exempts only the classes
   * the state's duty row lists in `smallBusinessExemptClasses` (NSW: commercial vehicle,
   * professional indemnity, public and product liability); elsewhere duty is charged as usual.
   */
  smallBusinessDeclaration?: boolean;
  /**
   * The insured itself is exempt from duty whatever the state and class (e.g. a charitable
   * non-profit in NSW, Duties Act 1997 s 259(1)(c)): no stamp duty.
   */
  stampDutyExempt?: boolean;
  /** Replacement tables (tests, or rates not yet in the shipped tables). */
  tables?: {
    gst?: readonly GstRateRow[];
    stampDuty?: readonly StampDutyRateRow[];
    levy?: readonly LevyRateRow[];
  };
}

export interface ChargeLine {
  name: string;
  type: ChargeTypeId;
  /** Percent when the charge was a percentage, else null. */
  percent: string | null;
  /** Positive amount; discount charges are subtracted from gross. */
  amount: string;
}

/** All amounts are strings with two decimals. See README.md for the arithmetic. */
export interface PremiumBreakdown {
  ratedPremium: string;
  standardCharges: ChargeLine[];
  /** Rated premium plus standard charges. */
  basePremium: string;
  otherCharges: ChargeLine[];
  discountCharges: ChargeLine[];
  /** Base plus other charges minus discount charges. */
  grossPremium: string;
  emergencyServicesLevy: string;
  /** GST on gross premium plus levy. */
  premiumGst: string;
  stampDuty: string;
  adminFee: string;
  adminFeeGst: string;
  brokerFee: string;
  brokerFeeGst: string;
  /** premiumGst + adminFeeGst + brokerFeeGst. */
  totalGst: string;
  /** What the insured pays: gross + levy + premiumGst + stampDuty + adminFee + adminFeeGst + brokerFee + brokerFeeGst. */
  amountPayable: string;
  brokerCommission: string;
  brokerCommissionGst: string;
  /** Gross premium less broker commission. */
  netPremium: string;
  /** What the broker remits: amountPayable − brokerCommission − brokerCommissionGst − brokerFee − brokerFeeGst. */
  netToUnderwriter: string;
  rates: {
    gst: string;
    stampDuty: string;
    stampDutyExempt: boolean;
    /** Why no duty is charged on an AU risk: "class", "small-business" or "insured"; else null. */
    stampDutyExemption: StampDutyExemption | null;
    levy: string | null;
    brokerCommissionPercent: string;
    sources: string[];
  };
}

const cents = (d: Dec) => d.toFixed(2);

function chargeAmount(c: ChargeInput, of: Dec): Dec {
  const hasAmount = c.amount !== undefined && c.amount !== null;
  const hasPercent = c.percent !== undefined && c.percent !== null;
  if (hasAmount === hasPercent)
    throw new RangeError(`Charge '${c.name}' needs exactly one of amount or percent`);
  return hasAmount
    ? roundCents(c.amount as DecimalInput)
    : percentOf(of, c.percent as DecimalInput);
}

function sumCharges(lines: ChargeLine[]): Dec {
  return lines.reduce((acc, l) => acc.plus(l.amount), ZERO);
}

/**
 * The premium breakdown of one transaction, every line rounded to the cent by `roundCents` (half
 * away from zero) from the rounded lines before it, every total an exact sum of rounded lines.
 * Standard charges (type 1) are part of the base premium, their percentages taken of the rated
 * premium; other charges (2) are added to and discount charges (3) removed from the base, their
 * percentages taken of the base premium. Throws `RangeError` on an invalid input or a missing rate.
 */
export function computePremium(input: PremiumInput): PremiumBreakdown {
  const rated = roundCents(input.ratedPremium);
  const standard: ChargeLine[] = [];
  const other: ChargeLine[] = [];
  const discount: ChargeLine[] = [];
  const line = (c: ChargeInput, of: Dec): ChargeLine => ({
    name: c.name,
    type: c.type,
    percent: c.percent === undefined || c.percent === null ? null : toDec(c.percent).toFixed(),
    amount: cents(chargeAmount(c, of)),
  });
  const charges = input.charges ?? [];
  for (const c of charges) {
    if (c.type === ChargeType.Standard) standard.push(line(c, rated));
    else if (c.type !== ChargeType.OtherCharge && c.type !== ChargeType.DiscountCharge)
      throw new RangeError(`Charge '${c.name}' has an unknown type ${String(c.type)}`);
  }
  const base = rated.plus(sumCharges(standard));
  for (const c of charges) {
    if (c.type === ChargeType.OtherCharge) other.push(line(c, base));
    if (c.type === ChargeType.DiscountCharge) discount.push(line(c, base));
  }
  const gross = base.plus(sumCharges(other)).minus(sumCharges(discount));

  const sources: string[] = [];
  const gstRow = gstRateFor(input.country, input.taxDate, input.tables?.gst);
  sources.push(gstRow.source);
  const gstRate = toDec(gstRow.rate);

  let levy = ZERO;
  let levyRate: string | null = null;
  if (input.levy && "amount" in input.levy) levy = roundCents(input.levy.amount);
  else {
    let rate: Dec | undefined;
    if (input.levy && "rate" in input.levy) rate = toDec(input.levy.rate);
    else {
      const row = emergencyServicesLevyFor(
        input.country,
        input.state,
        input.insuranceClass,
        input.taxDate,
        input.tables?.levy,
      );
      if (row) {
        rate = toDec(row.rate);
        sources.push(row.source);
      }
    }
    if (rate) {
      levyRate = rate.toFixed();
      levy = roundCents(gross.times(rate));
    }
  }

  const premiumGst = roundCents(gross.plus(levy).times(gstRate));

  let dutyRate = ZERO;
  let dutyExemption: StampDutyExemption | null = null;
  if (input.country === "AU") {
    if (!input.state) throw new RangeError("An Australian risk needs a state for stamp duty");
    const d = stampDutyFor(
      input.state,
      input.insuranceClass,
      input.taxDate,
      input.tables?.stampDuty,
      { smallBusiness: input.smallBusinessDeclaration === true },
    );
    sources.push(d.row.source);
    dutyExemption = input.stampDutyExempt === true ? "insured" : d.exemption;
    if (dutyExemption === null) dutyRate = d.rate;
  }
  const stampDuty = roundCents(gross.plus(levy).plus(premiumGst).times(dutyRate));

  const adminFee = roundCents(input.adminFee ?? 0);
  const adminFeeGst = roundCents(adminFee.times(gstRate));
  const brokerFee = roundCents(input.brokerFee ?? 0);
  const brokerFeeGst = roundCents(brokerFee.times(gstRate));

  const commissionPercent = toDec(input.brokerCommissionPercent ?? 0);
  const commission = percentOf(base, commissionPercent);
  const commissionGst = input.commissionAttractsGst ? roundCents(commission.times(gstRate)) : ZERO;

  return assembleBreakdown(
    {
      rated,
      standard,
      base,
      other,
      discount,
      gross,
      levy,
      premiumGst,
      stampDuty,
      adminFee,
      adminFeeGst,
      brokerFee,
      brokerFeeGst,
      commission,
      commissionGst,
    },
    {
      gst: gstRate.toFixed(),
      stampDuty: dutyRate.toFixed(),
      stampDutyExempt: dutyExemption !== null || input.stampDutyExempt === true,
      stampDutyExemption: dutyExemption,
      levy: levyRate,
      brokerCommissionPercent: commissionPercent.toFixed(),
      sources,
    },
  );
}

/** The lines a breakdown is made of, before the totals are derived from them. */
export interface BreakdownLines {
  rated: Dec;
  standard: ChargeLine[];
  base: Dec;
  other: ChargeLine[];
  discount: ChargeLine[];
  gross: Dec;
  levy: Dec;
  premiumGst: Dec;
  stampDuty: Dec;
  adminFee: Dec;
  adminFeeGst: Dec;
  brokerFee: Dec;
  brokerFeeGst: Dec;
  commission: Dec;
  commissionGst: Dec;
}

/**
 * The breakdown of a transaction from its lines: the one place the totals are derived (GST in
 * all, amount payable, net premium and net to the underwriter), for a new premium and for the
 * change an adjustment, cancellation or reinstatement makes.
 */
export function assembleBreakdown(
  l: BreakdownLines,
  rates: PremiumBreakdown["rates"],
): PremiumBreakdown {
  const amountPayable = l.gross
    .plus(l.levy)
    .plus(l.premiumGst)
    .plus(l.stampDuty)
    .plus(l.adminFee)
    .plus(l.adminFeeGst)
    .plus(l.brokerFee)
    .plus(l.brokerFeeGst);
  const netToUnderwriter = amountPayable
    .minus(l.commission)
    .minus(l.commissionGst)
    .minus(l.brokerFee)
    .minus(l.brokerFeeGst);
  return {
    ratedPremium: cents(l.rated),
    standardCharges: l.standard,
    basePremium: cents(l.base),
    otherCharges: l.other,
    discountCharges: l.discount,
    grossPremium: cents(l.gross),
    emergencyServicesLevy: cents(l.levy),
    premiumGst: cents(l.premiumGst),
    stampDuty: cents(l.stampDuty),
    adminFee: cents(l.adminFee),
    adminFeeGst: cents(l.adminFeeGst),
    brokerFee: cents(l.brokerFee),
    brokerFeeGst: cents(l.brokerFeeGst),
    totalGst: cents(l.premiumGst.plus(l.adminFeeGst).plus(l.brokerFeeGst)),
    amountPayable: cents(amountPayable),
    brokerCommission: cents(l.commission),
    brokerCommissionGst: cents(l.commissionGst),
    netPremium: cents(l.gross.minus(l.commission)),
    netToUnderwriter: cents(netToUnderwriter),
    rates,
  };
}
