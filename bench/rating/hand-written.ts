/**
 * The benchmark product written by hand in TypeScript with decimal.js: the yardstick for the
 * compiled formulas. Same inputs (raw JSON answers, datasets indexed once into Maps), same
 * operations in the same order, same output (every value by name, numbers as exact strings).
 */
import { ageInYears, type DatasetRows, Dec, toEpochDay } from "@platform/domain/rating/index";

type D = InstanceType<typeof Dec>;
type Row = Record<string, unknown>;

export interface HandTables {
  stateRates: Map<string, { building: D; contents: D; liability: D; cat: D }>;
  occupations: Map<string, { factor: D; minPremium: D }>;
  revenueBands: { from: D; to: D | undefined; value: D }[];
  excessCredits: { from: D; to: D | undefined; value: D }[];
}

const dec = (v: unknown) => new Dec(v as string | number);
const bands = (rows: readonly Row[], column: string) =>
  rows
    .map((r) => ({
      from: dec(r.from),
      to: r.to === "" || r.to === undefined ? undefined : dec(r.to),
      value: dec(r[column]),
    }))
    .sort((a, b) => a.from.cmp(b.from));

export function indexTables(rows: DatasetRows): HandTables {
  const stateRates = new Map<string, { building: D; contents: D; liability: D; cat: D }>();
  for (const r of rows.state_rates ?? [])
    stateRates.set(r.state as string, {
      building: dec(r.building_rate),
      contents: dec(r.contents_rate),
      liability: dec(r.liability_rate),
      cat: dec(r.cat_loading),
    });
  const occupations = new Map<string, { factor: D; minPremium: D }>();
  for (const r of rows.occupations ?? [])
    occupations.set(`${dec(r.code).toString()}|${r.construction as string}`, {
      factor: dec(r.factor),
      minPremium: dec(r.min_premium),
    });
  return {
    stateRates,
    occupations,
    revenueBands: bands(rows.revenue_bands ?? [], "factor"),
    excessCredits: bands(rows.excess_credits ?? [], "credit"),
  };
}

function band(list: HandTables["revenueBands"], v: D): D {
  for (const b of list) if (b.from.lte(v) && (b.to === undefined || v.lt(b.to))) return b.value;
  throw new Error("no band");
}

const year = (day: number) => new Date(day * 86_400_000).getUTCFullYear();

export function rateByHand(a: Row, t: HandTables): Record<string, string | boolean> {
  const business = a.business as Row;
  const building = a.building as Row;
  const interruption = a.interruption as Row;
  const locations = a.locations as Row[];
  const claims = a.claims as Row[];
  const state = a.state as string;
  const inception = toEpochDay(a.inception as string);
  const expiry = toEpochDay(a.expiry as string);
  const revenue = dec(business.revenue);
  const employees = dec(business.employees);
  const yearsTrading = dec(business.yearsTrading);
  const occupationCode = dec(business.occupationCode);
  const sumInsured = dec(building.sumInsured);
  const construction = building.construction as string;
  const storeys = dec(building.storeys);
  const contentsSI = dec(a.contentsSumInsured);
  const stockSI = dec(a.stockSumInsured);
  const indemnityMonths = dec(interruption.indemnityMonths);
  const liabilityLimit = dec(a.liabilityLimit);

  const days = expiry - inception;
  if (days <= 0) throw new Error("Expiry must be after inception");
  const termDays = new Dec(days);
  const termFactor = termDays.div(365);
  const buildingAge = new Dec(year(inception)).minus(dec(building.yearBuilt));
  const ownerAge = new Dec(ageInYears(toEpochDay(a.ownerDob as string), inception));
  const rates = t.stateRates.get(state);
  if (!rates) throw new Error("no state");
  const occ = t.occupations.get(`${occupationCode.toString()}|${construction}`);
  if (!occ) throw new Error("no occupation");
  const revenueFactor = band(t.revenueBands, revenue);
  const excessCredit = band(t.excessCredits, dec(a.excess));
  const constructionFactor = new Dec(
    construction === "timber" ? "1.25" : construction === "steel" ? "0.95" : "1",
  );
  const ageFactor = new Dec(buildingAge.gt(50) ? "1.2" : buildingAge.gt(20) ? "1.1" : "1");
  const sprinklerCredit = new Dec(building.sprinklered ? "0.9" : "1");
  const alarmCredit = new Dec(building.alarm ? "0.95" : "1");
  const protectionFactor = sprinklerCredit.times(alarmCredit);
  const storeyMinus = storeys.minus(2);
  const storeyFactor = new Dec(1).plus(
    (storeyMinus.gt(0) ? storeyMinus : new Dec(0)).times("0.03"),
  );
  const buildingRatePct = rates.building
    .times(constructionFactor)
    .times(ageFactor)
    .times(storeyFactor);
  const buildingPremium = sumInsured.times(buildingRatePct).div(100);
  const contentsPremium = contentsSI.times(rates.contents).div(100);
  const stockPremium = stockSI.times(rates.contents).times("1.15").div(100);
  let locationSI = new Dec(0);
  let floodLocations = 0;
  let locationPremium = new Dec(0);
  for (const l of locations) {
    const si = dec(l.sumInsured);
    locationSI = locationSI.plus(si);
    if (l.floodZone) floodLocations++;
    locationPremium = locationPremium.plus(si.times(l.floodZone ? "0.0025" : "0.0012"));
  }
  const floodLoading = new Dec(1).plus(new Dec(floodLocations).times("0.05"));
  const totalSI = sumInsured.plus(contentsSI).plus(stockSI).plus(locationSI);
  const propertyPremiumRaw = buildingPremium
    .plus(contentsPremium)
    .plus(stockPremium)
    .plus(locationPremium)
    .times(protectionFactor)
    .times(floodLoading)
    .times(new Dec(1).plus(rates.cat));
  let claimsTotal = new Dec(0);
  let recentClaims = 0;
  let largeClaims = 0;
  const recentFrom = year(inception) - 3;
  for (const c of claims) {
    const amount = dec(c.amount);
    claimsTotal = claimsTotal.plus(amount);
    if (dec(c.year).gte(recentFrom)) recentClaims++;
    if (amount.gt(250000)) largeClaims++;
  }
  const claimsCount = new Dec(claims.length);
  const claimsMix = new Dec(recentClaims).times("0.1").plus(claimsTotal.div(1000000));
  const claimsLoading = new Dec(1).plus(claimsMix.lt("0.75") ? claimsMix : new Dec("0.75"));
  const experienceCredit = new Dec(claimsCount.eq(0) && yearsTrading.gte(5) ? "0.9" : "1");
  const biSumInsured = dec(interruption.grossProfit).times(indemnityMonths).div(12);
  const biPremium = biSumInsured.times("0.0015").times(indemnityMonths.gt(12) ? "1.1" : "1");
  const liabilityBase = revenue.times(rates.liability).div(1000);
  const limitFactor = new Dec(
    liabilityLimit.gte(20000000) ? "1.6" : liabilityLimit.gte(10000000) ? "1.3" : "1",
  );
  const employeeLoading = new Dec(1).plus(employees.times("0.002"));
  const liabilityRaw = liabilityBase.times(revenueFactor).times(limitFactor).times(employeeLoading);
  const liabilityPremium = liabilityRaw.gt(250) ? liabilityRaw : new Dec(250);
  const youngOwnerLoading = new Dec(ownerAge.lt(25) ? "1.15" : "1");
  const tradingFactor = new Dec(yearsTrading.lt(2) ? "1.2" : yearsTrading.lt(5) ? "1.05" : "1");
  const riskFactor = occ.factor
    .times(claimsLoading)
    .times(experienceCredit)
    .times(youngOwnerLoading)
    .times(tradingFactor);
  const propertyPremium = propertyPremiumRaw.times(riskFactor);
  const sectionTotal = propertyPremium.plus(biPremium).plus(liabilityPremium);
  const excessAdjusted = sectionTotal.times(new Dec(1).minus(excessCredit));
  const annualPremium = occ.minPremium.gt(excessAdjusted) ? occ.minPremium : excessAdjusted;
  const termPremium = annualPremium.times(termFactor);
  const basePremium = termPremium.toDecimalPlaces(2, Dec.ROUND_HALF_UP);
  const terrorismCharge = propertyPremium
    .times(termFactor)
    .times("0.02")
    .toDecimalPlaces(2, Dec.ROUND_HALF_UP);
  const inspectionFee = new Dec(totalSI.gt(5000000) ? 350 : 0);
  const commissionPercent = new Dec(annualPremium.gt(20000) ? 15 : 20);
  const ratePerMille = basePremium.div(totalSI).times(1000).toDecimalPlaces(4, Dec.ROUND_HALF_UP);
  const perEmployee = basePremium
    .div(employees.gt(1) ? employees : new Dec(1))
    .toDecimalPlaces(2, Dec.ROUND_HALF_UP);
  const s = (d: D) => d.toFixed();
  return {
    termDays: s(termDays),
    termFactor: s(termFactor),
    buildingAge: s(buildingAge),
    ownerAge: s(ownerAge),
    stateBuildingRate: s(rates.building),
    stateContentsRate: s(rates.contents),
    stateLiabilityRate: s(rates.liability),
    catLoading: s(rates.cat),
    occupationFactor: s(occ.factor),
    occupationMinPremium: s(occ.minPremium),
    revenueFactor: s(revenueFactor),
    excessCredit: s(excessCredit),
    constructionFactor: s(constructionFactor),
    ageFactor: s(ageFactor),
    sprinklerCredit: s(sprinklerCredit),
    alarmCredit: s(alarmCredit),
    protectionFactor: s(protectionFactor),
    storeyFactor: s(storeyFactor),
    buildingRatePct: s(buildingRatePct),
    buildingPremium: s(buildingPremium),
    contentsPremium: s(contentsPremium),
    stockPremium: s(stockPremium),
    locationSumInsured: s(locationSI),
    floodLocations: String(floodLocations),
    floodLoading: s(floodLoading),
    locationPremium: s(locationPremium),
    totalSumInsured: s(totalSI),
    propertyPremiumRaw: s(propertyPremiumRaw),
    claimsCount: s(claimsCount),
    claimsTotal: s(claimsTotal),
    recentClaims: String(recentClaims),
    claimsLoading: s(claimsLoading),
    experienceCredit: s(experienceCredit),
    biSumInsured: s(biSumInsured),
    biPremium: s(biPremium),
    liabilityBase: s(liabilityBase),
    limitFactor: s(limitFactor),
    employeeLoading: s(employeeLoading),
    liabilityPremium: s(liabilityPremium),
    youngOwnerLoading: s(youngOwnerLoading),
    tradingFactor: s(tradingFactor),
    riskFactor: s(riskFactor),
    propertyPremium: s(propertyPremium),
    sectionTotal: s(sectionTotal),
    excessAdjusted: s(excessAdjusted),
    annualPremium: s(annualPremium),
    termPremium: s(termPremium),
    basePremium: s(basePremium),
    terrorismCharge: s(terrorismCharge),
    inspectionFee: s(inspectionFee),
    commissionPercent: s(commissionPercent),
    ratePerMille: s(ratePerMille),
    premiumPerEmployee: s(perEmployee),
    quoteLabel: `${state}-${construction}-${occupationCode.toFixed()}`,
    referHighSumInsured: totalSI.gt(20000000),
    referOldBuilding: buildingAge.gt(95),
    referTimberHighRise: construction === "timber" && storeys.gt(3),
    declineManyClaims: claimsCount.gte(5),
    referLargeClaim: largeClaims > 0,
    referNewBusiness: yearsTrading.lt(1),
    referYoungOwner: ownerAge.lt(21),
    referHighRevenue: revenue.gt(50000000),
    referFloodExposure: floodLocations >= 2,
    referNoProtection: !building.sprinklered && !building.alarm && sumInsured.gt(5000000),
    referLongTerm: days > 400,
    referShortTerm: days < 30,
    referCatZone: rates.cat.gte("0.2"),
    referHighLimit: liabilityLimit.gt(20000000),
    referManyEmployees: employees.gt(200),
    referHighOccupation: occ.factor.gte("1.5"),
    referLongIndemnity: indemnityMonths.gt(24),
    referMinimumPremium: annualPremium.eq(occ.minPremium),
    referLowRate: ratePerMille.lt("0.5"),
    referHighPremium: basePremium.gt(100000),
  };
}
