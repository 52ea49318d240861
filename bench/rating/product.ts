/**
 * A realistic business-pack product (property, business interruption, liability) used by the
 * rating benchmark: 54 formulas, 20 rules (boolean formulas) and 4 datasets.
 */
import type {
  AnswerField,
  DatasetDescriptor,
  DatasetRows,
  FormulaDefinition,
} from "@platform/domain/rating/index";

export const answerSchema: AnswerField[] = [
  { name: "state", type: "text" },
  { name: "inception", type: "date" },
  { name: "expiry", type: "date" },
  { name: "ownerDob", type: "date" },
  {
    name: "business",
    type: "object",
    fields: [
      { name: "revenue", type: "currency" },
      { name: "employees", type: "number" },
      { name: "yearsTrading", type: "number" },
      { name: "occupationCode", type: "number" },
    ],
  },
  {
    name: "building",
    type: "object",
    fields: [
      { name: "sumInsured", type: "currency" },
      { name: "yearBuilt", type: "number" },
      { name: "construction", type: "text" },
      { name: "storeys", type: "number" },
      { name: "sprinklered", type: "boolean" },
      { name: "alarm", type: "boolean" },
    ],
  },
  { name: "contentsSumInsured", type: "currency" },
  { name: "stockSumInsured", type: "currency" },
  {
    name: "locations",
    type: "group",
    fields: [
      { name: "sumInsured", type: "currency" },
      { name: "floodZone", type: "boolean" },
    ],
  },
  {
    name: "claims",
    type: "group",
    fields: [
      { name: "amount", type: "currency" },
      { name: "year", type: "number" },
    ],
  },
  {
    name: "interruption",
    type: "object",
    fields: [
      { name: "grossProfit", type: "currency" },
      { name: "indemnityMonths", type: "number" },
    ],
  },
  { name: "liabilityLimit", type: "currency" },
  { name: "excess", type: "currency" },
];

export const datasets: DatasetDescriptor[] = [
  {
    name: "state_rates",
    columns: [
      { name: "state", type: "text" },
      { name: "building_rate", type: "number" },
      { name: "contents_rate", type: "number" },
      { name: "liability_rate", type: "number" },
      { name: "cat_loading", type: "number" },
    ],
    keyColumns: ["state"],
  },
  {
    name: "occupations",
    columns: [
      { name: "code", type: "number" },
      { name: "construction", type: "text" },
      { name: "factor", type: "number" },
      { name: "min_premium", type: "number" },
    ],
    keyColumns: ["code", "construction"],
  },
  {
    name: "revenue_bands",
    columns: [
      { name: "from", type: "number" },
      { name: "to", type: "number" },
      { name: "factor", type: "number" },
    ],
    range: { from: "from", to: "to" },
  },
  {
    name: "excess_credits",
    columns: [
      { name: "from", type: "number" },
      { name: "to", type: "number" },
      { name: "credit", type: "number" },
    ],
    range: { from: "from", to: "to" },
  },
];

export const states = ["NSW", "VIC", "QLD", "SA", "WA", "TAS", "NT", "ACT"] as const;
export const constructions = ["brick", "timber", "steel", "concrete"] as const;
export const occupationCodes = [1110, 2310, 3420, 4510, 5620, 6930, 7210, 8530] as const;

export function datasetRows(): DatasetRows {
  const stateRates = states.map((state, i) => ({
    state,
    building_rate: (0.08 + i * 0.011).toFixed(3),
    contents_rate: (0.15 + i * 0.017).toFixed(3),
    liability_rate: (0.9 + i * 0.13).toFixed(2),
    cat_loading: ["0.05", "0.03", "0.18", "0.04", "0.08", "0.02", "0.22", "0.01"][i],
  }));
  const occupations = occupationCodes.flatMap((code, i) =>
    constructions.map((construction, j) => ({
      code,
      construction,
      factor: (0.8 + i * 0.1 + j * 0.05).toFixed(2),
      min_premium: String(500 + i * 100 + j * 50),
    })),
  );
  const revenueBands = [
    [0, 250_000, "1.15"],
    [250_000, 1_000_000, "1"],
    [1_000_000, 5_000_000, "0.9"],
    [5_000_000, 20_000_000, "0.8"],
    [20_000_000, "", "0.7"],
  ].map(([from, to, factor]) => ({ from, to, factor }));
  const excessCredits = [
    [0, 500, "0"],
    [500, 1000, "0.025"],
    [1000, 2500, "0.05"],
    [2500, 10000, "0.1"],
    [10000, "", "0.15"],
  ].map(([from, to, credit]) => ({ from, to, credit }));
  return {
    state_rates: stateRates,
    occupations,
    revenue_bands: revenueBands,
    excess_credits: excessCredits,
  };
}

const f = (name: string, formula: string, dataType: FormulaDefinition["dataType"] = "number") => ({
  name,
  formula,
  dataType,
});

export const formulas: FormulaDefinition[] = [
  f("termDays", "term_days(inception, expiry)"),
  f("termFactor", "termDays / 365"),
  f("buildingAge", "year(inception) - building.yearBuilt"),
  f("ownerAge", "age(ownerDob, inception)"),
  f("stateBuildingRate", 'lookup("state_rates", "building_rate", state)'),
  f("stateContentsRate", 'lookup("state_rates", "contents_rate", state)'),
  f("stateLiabilityRate", 'lookup("state_rates", "liability_rate", state)'),
  f("catLoading", 'lookup("state_rates", "cat_loading", state)'),
  f(
    "occupationFactor",
    'lookup("occupations", "factor", business.occupationCode, building.construction)',
  ),
  f(
    "occupationMinPremium",
    'lookup("occupations", "min_premium", business.occupationCode, building.construction)',
  ),
  f("revenueFactor", 'lookup_range("revenue_bands", "factor", business.revenue)'),
  f("excessCredit", 'lookup_range("excess_credits", "credit", excess)'),
  f(
    "constructionFactor",
    'if(building.construction = "timber", 1.25, if(building.construction = "steel", 0.95, 1))',
  ),
  f("ageFactor", "if(buildingAge > 50, 1.2, if(buildingAge > 20, 1.1, 1))"),
  f("sprinklerCredit", "if(building.sprinklered, 0.9, 1)"),
  f("alarmCredit", "if(building.alarm, 0.95, 1)"),
  f("protectionFactor", "sprinklerCredit * alarmCredit"),
  f("storeyFactor", "1 + max(building.storeys - 2, 0) * 0.03"),
  f("buildingRatePct", "stateBuildingRate * constructionFactor * ageFactor * storeyFactor"),
  f("buildingPremium", "building.sumInsured * buildingRatePct / 100", "currency"),
  f("contentsPremium", "contentsSumInsured * stateContentsRate / 100", "currency"),
  f("stockPremium", "stockSumInsured * stateContentsRate * 1.15 / 100", "currency"),
  f("locationSumInsured", "sum(locations, sumInsured)", "currency"),
  f("floodLocations", "count(locations, floodZone)"),
  f("floodLoading", "1 + floodLocations * 5%"),
  f("locationPremium", "sum(locations, sumInsured * if(floodZone, 0.0025, 0.0012))", "currency"),
  f(
    "totalSumInsured",
    "building.sumInsured + contentsSumInsured + stockSumInsured + locationSumInsured",
    "currency",
  ),
  f(
    "propertyPremiumRaw",
    "(buildingPremium + contentsPremium + stockPremium + locationPremium) * protectionFactor * floodLoading * (1 + catLoading)",
    "currency",
  ),
  f("claimsCount", "count(claims)"),
  f("claimsTotal", "sum(claims, amount)", "currency"),
  f("recentClaims", "count(claims, year >= year(inception) - 3)"),
  f("claimsLoading", "1 + min(recentClaims * 0.1 + claimsTotal / 1000000, 0.75)"),
  f("experienceCredit", "if(claimsCount = 0 and business.yearsTrading >= 5, 0.9, 1)"),
  f("biSumInsured", "interruption.grossProfit * interruption.indemnityMonths / 12", "currency"),
  f(
    "biPremium",
    "biSumInsured * 0.0015 * if(interruption.indemnityMonths > 12, 1.1, 1)",
    "currency",
  ),
  f("liabilityBase", "business.revenue * stateLiabilityRate / 1000", "currency"),
  f("limitFactor", "if(liabilityLimit >= 20000000, 1.6, if(liabilityLimit >= 10000000, 1.3, 1))"),
  f("employeeLoading", "1 + business.employees * 0.002"),
  f(
    "liabilityPremium",
    "max(liabilityBase * revenueFactor * limitFactor * employeeLoading, 250)",
    "currency",
  ),
  f("youngOwnerLoading", "if(ownerAge < 25, 1.15, 1)"),
  f("tradingFactor", "if(business.yearsTrading < 2, 1.2, if(business.yearsTrading < 5, 1.05, 1))"),
  f(
    "riskFactor",
    "occupationFactor * claimsLoading * experienceCredit * youngOwnerLoading * tradingFactor",
  ),
  f("propertyPremium", "propertyPremiumRaw * riskFactor", "currency"),
  f("sectionTotal", "propertyPremium + biPremium + liabilityPremium", "currency"),
  f("excessAdjusted", "sectionTotal * (1 - excessCredit)", "currency"),
  f("annualPremium", "max(excessAdjusted, occupationMinPremium)", "currency"),
  f("termPremium", "annualPremium * termFactor", "currency"),
  f("basePremium", "round(termPremium, 2)", "currency"),
  f("terrorismCharge", "round(propertyPremium * termFactor * 2%, 2)", "currency"),
  f("inspectionFee", "if(totalSumInsured > 5000000, 350, 0)", "currency"),
  f("commissionPercent", "if(annualPremium > 20000, 15, 20)"),
  f("ratePerMille", "round(basePremium / totalSumInsured * 1000, 4)"),
  f("premiumPerEmployee", "round(basePremium / max(business.employees, 1), 2)", "currency"),
  f("quoteLabel", 'state & "-" & building.construction & "-" & business.occupationCode', "text"),
  // Rules: true means refer (or decline).
  f("referHighSumInsured", "totalSumInsured > 20000000", "boolean"),
  f("referOldBuilding", "buildingAge > 95", "boolean"),
  f("referTimberHighRise", 'building.construction = "timber" and building.storeys > 3', "boolean"),
  f("declineManyClaims", "claimsCount >= 5", "boolean"),
  f("referLargeClaim", "count(claims, amount > 250000) > 0", "boolean"),
  f("referNewBusiness", "business.yearsTrading < 1", "boolean"),
  f("referYoungOwner", "ownerAge < 21", "boolean"),
  f("referHighRevenue", "business.revenue > 50000000", "boolean"),
  f("referFloodExposure", "floodLocations >= 2", "boolean"),
  f(
    "referNoProtection",
    "not building.sprinklered and not building.alarm and building.sumInsured > 5000000",
    "boolean",
  ),
  f("referLongTerm", "termDays > 400", "boolean"),
  f("referShortTerm", "termDays < 30", "boolean"),
  f("referCatZone", "catLoading >= 0.2", "boolean"),
  f("referHighLimit", "liabilityLimit > 20000000", "boolean"),
  f("referManyEmployees", "business.employees > 200", "boolean"),
  f("referHighOccupation", "occupationFactor >= 1.5", "boolean"),
  f("referLongIndemnity", "interruption.indemnityMonths > 24", "boolean"),
  f("referMinimumPremium", "annualPremium = occupationMinPremium", "boolean"),
  f("referLowRate", "ratePerMille < 0.5", "boolean"),
  f("referHighPremium", "basePremium > 100000", "boolean"),
];

/** Proposals from a fixed seed (mulberry32), so every run rates the same 10,000 risks. */
export function generateProposals(count: number, seed = 20251121): Record<string, unknown>[] {
  let a = seed >>> 0;
  const rand = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)] as T;
  /** Log-uniform between min and max, rounded to a multiple of `step`: most businesses are small. */
  const logUniform = (min: number, max: number, step: number) =>
    Math.max(step, Math.round((min * (max / min) ** rand()) / step) * step);
  const pad = (n: number) => String(n).padStart(2, "0");
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const y = int(2024, 2026);
    const m = int(1, 12);
    const d = int(1, 28);
    const months = pick([1, 6, 12, 12, 12, 18]);
    const ey = y + Math.floor((m - 1 + months) / 12);
    const em = ((m - 1 + months) % 12) + 1;
    out.push({
      state: pick(states),
      inception: `${y}-${pad(m)}-${pad(d)}`,
      expiry: `${ey}-${pad(em)}-${pad(d)}`,
      ownerDob: `${int(1950, 2006)}-${pad(int(1, 12))}-${pad(int(1, 28))}`,
      business: {
        revenue: logUniform(100_000, 60_000_000, 1000),
        employees: logUniform(1, 300, 1) - 1,
        yearsTrading: int(0, 40),
        occupationCode: pick(occupationCodes),
      },
      building: {
        sumInsured: logUniform(200_000, 25_000_000, 1000),
        yearBuilt: int(1920, 2024),
        construction: pick(constructions),
        storeys: pick([1, 1, 1, 2, 2, 3, 4, 6]),
        sprinklered: rand() < 0.3,
        alarm: rand() < 0.6,
      },
      contentsSumInsured: logUniform(10_000, 2_000_000, 1000),
      stockSumInsured: rand() < 0.5 ? 0 : `${logUniform(1_000, 500_000, 1)}.${pad(int(0, 99))}`,
      locations: Array.from({ length: pick([0, 0, 0, 1, 1, 2, 3]) }, () => ({
        sumInsured: logUniform(50_000, 5_000_000, 1000),
        floodZone: rand() < 0.15,
      })),
      claims: Array.from({ length: pick([0, 0, 0, 0, 1, 1, 2, 3, 5]) }, () => ({
        amount: logUniform(500, 300_000, 1),
        year: int(2015, 2026),
      })),
      interruption: {
        grossProfit: logUniform(50_000, 5_000_000, 1000),
        indemnityMonths: pick([6, 12, 12, 12, 18, 24, 36]),
      },
      liabilityLimit: pick([5_000_000, 10_000_000, 10_000_000, 20_000_000, 20_000_000, 30_000_000]),
      excess: pick([250, 500, 1000, 2500, 10000]),
    });
  }
  return out;
}
