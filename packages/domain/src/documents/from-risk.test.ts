/**
 * The documents' `term` section: the term as the document's transaction leaves it. A change
 * writes a transaction on each risk it touches, the main risk's first, so a package's add-on
 * transactions of the same change count and a later change's do not. Rates as in
 * rating/term-premium.test.ts: GST 10 % (ATO) and NSW duty on PI 5 % (Revenue NSW, Duties Act
 * 1997 s 234(2)).
 */
import { describe, expect, it } from "vitest";
import { InsuranceClass, TransactionStatus, TransactionType } from "../enums.ts";
import { computePremium } from "../rating/premium.ts";
import type { TRiskPackageView, TRiskTransactionView } from "../risks/views.ts";
import { buildDocumentData, type DocumentExtras } from "./from-risk.ts";

const premium = (ratedPremium: string) =>
  computePremium({
    ratedPremium,
    country: "AU",
    state: "NSW",
    insuranceClass: InsuranceClass.ProfessionalIndemnity,
    taxDate: "2026-07-01",
  });

const { Bound } = TransactionStatus;
const tx = (id: number, type: number, rated: string, effectiveDate = "2026-07-01") =>
  ({
    id,
    type,
    status: Bound,
    effectiveDate,
    premium: premium(rated),
    values: [],
    quoteExpiresAt: null,
    boundAt: 1,
    cancellationReason: null,
    reinstatesTransactionId: null,
  }) as unknown as TRiskTransactionView;

/** NB (main 1, add-on 2), then an adjustment of both (3, 4), then one of the main alone (5). */
const view = {
  reference: "CUA-PI-1",
  policyNumber: "P-1",
  productPackage: { id: 1, name: "Package" },
  brokerCompany: { id: 1, name: "Broker" },
  underwriterCompany: { id: 2, name: "Underwriter" },
  brokerUser: null,
  assignedUnderwriter: null,
  inceptionDate: "2026-07-01",
  expiryDate: "2027-07-01",
  termMonths: 12,
  insured: { name: "Insured", address: { country: "AU" }, interestedParties: [] },
  risks: [
    {
      productName: "Main",
      answers: {},
      transactions: [
        tx(1, TransactionType.NewBusiness, "1000"),
        tx(3, TransactionType.Adjustment, "100", "2026-09-01"),
        tx(5, TransactionType.Cancellation, "-500", "2027-01-01"),
      ],
    },
    {
      productName: "Add-on",
      answers: {},
      transactions: [
        tx(2, TransactionType.NewBusiness, "200"),
        tx(4, TransactionType.Adjustment, "20", "2026-09-01"),
      ],
    },
  ],
} as unknown as TRiskPackageView;

const extras: DocumentExtras = {
  title: "Schedule",
  event: "bind",
  today: "2026-10-01",
  insuranceClassId: InsuranceClass.ProfessionalIndemnity,
  currency: "aud",
  brokerContactEmail: null,
  underwriterContactEmail: null,
  underwriterLogoFileVersionId: null,
  endorsements: [],
  agreement: null,
  syndicates: [],
};

const termOf = (transactionId: number) => buildDocumentData(view, transactionId, extras).term;

describe("the documents' term", () => {
  it("new business counts the add-on bound with it", () => {
    // 1,000.00 + 200.00 gross; payable 1,200.00 + GST 120.00 + duty 5 % of 1,320.00 = 66.00.
    expect(termOf(1)).toEqual({
      status: "Bound",
      coverEnd: "2027-07-01",
      grossPremium: "1200.00",
      totalGst: "120.00",
      stampDuty: "66.00",
      amountPayable: "1386.00",
      brokerCommission: "0.00",
      netPremium: "1200.00",
    });
  });

  it("an adjustment counts both risks' changes, not the later ones", () => {
    expect(termOf(3)).toMatchObject({ status: "Bound", grossPremium: "1320.00" });
  });

  it("the cancellation counts everything, and says when cover ends", () => {
    expect(termOf(5)).toMatchObject({
      status: "Cancelled",
      coverEnd: "2027-01-01",
      grossPremium: "820.00",
    });
  });
});
