import { describe, expect, it } from "vitest";
import { messages } from "../messages.ts";
import {
  ZAgreementPeriodContent,
  ZAuthorisedUnderwriter,
  ZBindingAgreement,
  ZRiskCode,
  ZSyndicate,
} from "./schemas.ts";

/** The first message at each path of a failed parse. */
function errors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join(".")] ??= issue.message;
  return out;
}

const period = (syndicates: unknown[], dateFrom = "2026-01-01", dateTo = "2026-12-31") => ({
  dateFrom,
  dateTo,
  syndicates,
});

describe("risk codes", () => {
  it("accepts shares that add up to 100", () => {
    const parsed = ZRiskCode.parse({
      code: "PI",
      periods: [
        period([
          { syndicateId: 1, capacityProviderPercentage: 60, grossPremiumCommissionPercentage: 20 },
          {
            syndicateId: 2,
            capacityProviderPercentage: 40,
            grossPremiumCommissionPercentage: 22.5,
          },
        ]),
      ],
    });
    expect(parsed.periods[0]?.syndicates).toHaveLength(2);
  });

  it("answers the spec's messages for missing percentages and a total other than 100", () => {
    const result = ZRiskCode.safeParse({
      code: "PI",
      periods: [
        period([
          { syndicateId: 1 },
          { syndicateId: 2, capacityProviderPercentage: 30, grossPremiumCommissionPercentage: 10 },
        ]),
      ],
    });
    expect(errors(result)).toMatchObject({
      "periods.0.syndicates.0.capacityProviderPercentage":
        messages.capacityProviderPercentageRequired,
      "periods.0.syndicates.0.grossPremiumCommissionPercentage":
        messages.grossPremiumCommissionPercentageRequired,
    });
    const total = ZRiskCode.safeParse({
      code: "PI",
      periods: [
        period([
          { syndicateId: 1, capacityProviderPercentage: 60, grossPremiumCommissionPercentage: 20 },
          { syndicateId: 2, capacityProviderPercentage: 30, grossPremiumCommissionPercentage: 20 },
        ]),
      ],
    });
    expect(errors(total)).toEqual({ "periods.0.syndicates": messages.totalMustBe100 });
  });

  it("refuses overlapping periods, reversed dates, duplicate syndicates and spaces in codes", () => {
    const share = {
      syndicateId: 1,
      capacityProviderPercentage: 100,
      grossPremiumCommissionPercentage: 20,
    };
    const result = ZRiskCode.safeParse({
      code: "P I",
      periods: [
        period([share], "2026-01-01", "2026-06-30"),
        period([share], "2026-06-30", "2026-12-31"),
        period([share, share], "2027-03-01", "2027-01-01"),
      ],
    });
    expect(errors(result)).toMatchObject({
      code: "Spaces are not allowed",
      "periods.1.dateFrom": "Periods must not overlap",
      "periods.2.dateTo": "The end date must not be before the start date",
      "periods.2.syndicates.1.syndicateId": messages.noDuplicates,
    });
  });
});

describe("binding agreements", () => {
  const agreement = {
    name: "Coastal PI binder 2026",
    managingInsurerCompanyId: 4,
    currency: "aud",
    timezone: "Australia/Sydney",
    uniqueMarketReference: "b0507coastal26",
    agreementNumber: "CUA-2026-01",
    validFrom: "2026-01-01",
    validTo: "2026-12-31",
  };
  it("normalises the UMR and checks the validity dates", () => {
    expect(ZBindingAgreement.parse(agreement).uniqueMarketReference).toBe("B0507COASTAL26");
    expect(errors(ZBindingAgreement.safeParse({ ...agreement, validTo: "2025-12-31" }))).toEqual({
      validTo: "The end date must not be before the start date",
    });
    expect(
      errors(ZBindingAgreement.safeParse({ ...agreement, uniqueMarketReference: "B0507 X" })),
    ).toEqual({
      uniqueMarketReference: "Use capital letters and digits only, e.g. B0507ABC123",
    });
  });

  it("checks sections: quota shares add up to 100, limits in order, money to the cent", () => {
    const section = {
      name: "Professional indemnity",
      insuranceClasses: [1],
      coverholderCommissionPercent: 25,
      minimumLimit: "500000",
      maximumLimit: 250000,
      maximumPremiumLimit: "50000.00",
      notifiablePremiumLimit: "60000",
      claimsHandlingAmount: "12.345",
      quotaShareSyndicates: [
        { syndicateId: 1, sharePercent: 70 },
        { syndicateId: 2, sharePercent: 20 },
      ],
    };
    const result = ZAgreementPeriodContent.safeParse({
      dateFrom: "2026-01-01",
      dateTo: "2026-12-31",
      sections: [section],
    });
    expect(errors(result)).toEqual({
      "sections.0.quotaShareSyndicates": messages.totalMustBe100,
      "sections.0.claimsHandlingAmount": "Enter an amount with at most two decimals",
      "sections.0.maximumLimit": "The maximum must not be below the minimum",
      "sections.0.notifiablePremiumLimit":
        "The notifiable premium limit must not exceed the maximum premium limit",
    });
    const fixed = ZAgreementPeriodContent.safeParse({
      // Quota shares and money fixed: only the limits' order is still wrong.
      dateFrom: "2026-01-01",
      dateTo: "2026-12-31",
      sections: [
        {
          ...section,
          claimsHandlingAmount: "12.5",
          quotaShareSyndicates: [
            { syndicateId: 1, sharePercent: 70 },
            { syndicateId: 2, sharePercent: 30 },
          ],
        },
      ],
    });
    expect(errors(fixed)).toEqual({
      "sections.0.maximumLimit": "The maximum must not be below the minimum",
      "sections.0.notifiablePremiumLimit":
        "The notifiable premium limit must not exceed the maximum premium limit",
    });
  });

  it("bounds the authorised underwriters' authority (SPEC §5)", () => {
    const ok = {
      userId: 7,
      authorityLevel: 1,
      maximumBackdateDays: 100,
      maximumDiscountPercent: 100,
    };
    expect(ZAuthorisedUnderwriter.safeParse(ok).success).toBe(true);
    expect(
      errors(
        ZAuthorisedUnderwriter.safeParse({
          userId: 7,
          authorityLevel: 11,
          maximumBackdateDays: 0,
          maximumDiscountPercent: 100.5,
        }),
      ),
    ).toEqual({
      authorityLevel: messages.max(10),
      maximumBackdateDays: messages.min(1),
      maximumDiscountPercent: messages.max(100),
    });
    expect(
      errors(
        ZAgreementPeriodContent.safeParse({
          dateFrom: "2026-01-01",
          dateTo: "2026-12-31",
          authorisedUnderwriters: [ok, ok],
        }),
      ),
    ).toEqual({ "authorisedUnderwriters.1.userId": messages.noDuplicates });
  });
});

describe("syndicates", () => {
  it("needs a Lloyd's number or an insurer", () => {
    expect(errors(ZSyndicate.safeParse({ name: "Syndicate" }))).toEqual({
      lloydsNumber: "Enter a Lloyd's syndicate number or choose an insurer",
    });
    expect(ZSyndicate.parse({ name: "Beazley", lloydsNumber: "2623" })).toMatchObject({
      active: true,
      insurerCompanyId: null,
    });
  });
});
