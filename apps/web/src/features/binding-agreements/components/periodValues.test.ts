import { ZAgreementPeriodContent } from "@platform/domain/binding-agreements/schemas";
import { messages } from "@platform/domain/messages";
import { describe, expect, it } from "vitest";
import { zodResolver } from "../../../ui/zodResolver.ts";
import {
  type AgreementPeriodValues,
  emptyPeriodValues,
  emptySection,
  emptyUnderwriter,
  sharesTotal,
  toPeriodRequest,
  toPeriodValues,
} from "./periodValues.ts";

const validate = (values: AgreementPeriodValues) =>
  zodResolver(ZAgreementPeriodContent)(toPeriodRequest(values));

const filled = (...shares: (number | "")[]): AgreementPeriodValues => {
  const values = emptyPeriodValues({ validFrom: "2026-01-01", validTo: "2026-12-31" });
  values.sections[0] = {
    ...emptySection(),
    name: "Professional indemnity",
    insuranceClasses: ["1"],
    coverholderCommissionPercent: 20,
    maximumPremiumLimit: "250,000",
    notifiablePremiumLimit: "100000",
    quotaShareSyndicates: shares.map((sharePercent, i) => ({
      key: String(i),
      syndicateId: String(i + 1),
      sharePercent,
    })),
  };
  return values;
};

describe("period form values", () => {
  it("starts a new period on the agreement's dates with one empty section", () => {
    const values = emptyPeriodValues({ validFrom: "2026-01-01", validTo: "2026-12-31" });
    expect(values).toMatchObject({ dateFrom: "2026-01-01", dateTo: "2026-12-31" });
    expect(values.sections).toHaveLength(1);
    expect(values.visibility).toBe("insurer");
  });

  it("builds the request: blank amounts are none, thousands separators dropped, ids as numbers", () => {
    const request = toPeriodRequest(filled(60, 40));
    const section = request.sections![0]!;
    expect(section).toMatchObject({
      insuranceClasses: [1],
      minimumLimit: null,
      maximumPremiumLimit: "250000",
      notifiablePremiumLimit: "100000",
      exchangeCommissionPercent: null,
      quotaShareSyndicates: [
        { syndicateId: 1, sharePercent: 60 },
        { syndicateId: 2, sharePercent: 40 },
      ],
    });
    expect(section).not.toHaveProperty("key");
    expect(validate(filled(60, 40))).toEqual({});
  });

  it("shows the live total and the spec's message when shares do not add up to 100", () => {
    expect(sharesTotal(filled(60, 30).sections[0]!.quotaShareSyndicates)).toMatchObject({
      total: 90,
      complete: true,
    });
    expect(sharesTotal(filled(60, "").sections[0]!.quotaShareSyndicates).complete).toBe(false);
    expect(validate(filled(60, 30))["sections.0.quotaShareSyndicates"]).toBe(
      messages.totalMustBe100,
    );
  });

  it("names the underwriter fields outside their bounds", () => {
    const values = filled(100);
    values.authorisedUnderwriters = [
      {
        ...emptyUnderwriter(),
        userId: "7",
        authorityLevel: 11,
        maximumBackdateDays: 0,
        maximumDiscountPercent: 101,
      },
      emptyUnderwriter(),
    ];
    const errors = validate(values);
    expect(errors["authorisedUnderwriters.0.authorityLevel"]).toBe(messages.max(10));
    expect(errors["authorisedUnderwriters.0.maximumBackdateDays"]).toBe(messages.min(1));
    expect(errors["authorisedUnderwriters.0.maximumDiscountPercent"]).toBe(messages.max(100));
    expect(errors["authorisedUnderwriters.1.userId"]).toBe("Underwriter is required");
  });

  it("keeps a saved section's key so totals by section carry across versions", () => {
    const values = toPeriodValues({
      dateFrom: "2026-01-01",
      dateTo: "2026-12-31",
      visibility: "private",
      sections: [
        {
          ...toPeriodRequest(filled(100)).sections![0]!,
          key: "5b0f6a4e-1111-4222-8333-944455556666",
          productIds: [],
          minimumLimit: null,
          maximumLimit: "1000000.00",
          claimsHandlingAmount: null,
          reinsuranceBrokerageCommissionAmount: null,
          reinsuranceBrokerageIncurred: null,
          exchangeCommissionPercent: 2.5,
        } as never,
      ],
      authorisedUnderwriters: [
        { userId: 3, authorityLevel: 2, maximumBackdateDays: 10, maximumDiscountPercent: 5 },
      ],
    });
    expect(values.sections[0]).toMatchObject({
      sectionKey: "5b0f6a4e-1111-4222-8333-944455556666",
      maximumLimit: "1000000.00",
      minimumLimit: "",
      exchangeCommissionPercent: 2.5,
    });
    expect(toPeriodRequest(values).sections![0]!.key).toBe("5b0f6a4e-1111-4222-8333-944455556666");
    expect(values.authorisedUnderwriters[0]).toMatchObject({ userId: "3", authorityLevel: 2 });
  });
});
