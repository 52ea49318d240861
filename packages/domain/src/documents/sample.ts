import { ChargeType, InsuranceClass } from "../enums.ts";
import { toDec } from "../rating/decimal.ts";
import { percentOf } from "../rating/money.ts";
import { computePremium } from "../rating/premium.ts";
import {
  addressText,
  DOCUMENT_DATA_MODEL_VERSION,
  type DocumentData,
  premiumSection,
  termSection,
} from "./data-model.ts";

const address = {
  line1: "Level 4, 120 Collins Street",
  line2: null,
  city: "Melbourne",
  state: "VIC",
  postcode: "3000",
  country: "AU",
};

const piEndorsements = [
  {
    name: "Retroactive date",
    version: 1,
    content:
      "<p>This policy does not cover any claim arising from work performed before <strong>1 July 2019</strong>, the retroactive date.</p>",
  },
  {
    name: "Cyber exclusion",
    version: 2,
    content:
      "<p>We will not pay for loss arising directly or indirectly from:</p><ul><li>the unauthorised use of a computer system; or</li><li>any malicious code, virus or ransomware.</li></ul>",
  },
];

const motorEndorsements = [
  {
    name: "Named drivers only",
    version: 1,
    content:
      "<p>Cover applies only while the vehicle is driven by a driver named in the schedule and holding a current licence.</p>",
  },
  {
    name: "Windscreen excess waiver",
    version: 1,
    content: "<p>No excess applies to a claim for windscreen or window glass only.</p>",
  },
];

/**
 * A sample risk for previews: a Victorian professional indemnity policy (or a motor policy),
 * priced by the real premium arithmetic so the preview shows real GST and stamp duty.
 */
export function sampleDocumentData(kind: "pi" | "motor" = "pi", title = "Schedule"): DocumentData {
  const pi = kind === "pi";
  const breakdown = computePremium({
    ratedPremium: pi ? "4218.37" : "1386.90",
    charges: pi
      ? [
          { name: "Claims history loading", type: ChargeType.Standard, percent: "7.5" },
          { name: "Risk management fee", type: ChargeType.OtherCharge, amount: "125.00" },
          { name: "Multi-policy discount", type: ChargeType.DiscountCharge, percent: "5" },
        ]
      : [
          { name: "Young driver loading", type: ChargeType.Standard, percent: "12" },
          { name: "No claim bonus", type: ChargeType.DiscountCharge, percent: "20" },
        ],
    country: "AU",
    state: "VIC",
    insuranceClass: pi ? InsuranceClass.ProfessionalIndemnity : InsuranceClass.Motor,
    taxDate: "2026-07-01",
    brokerCommissionPercent: "15",
    adminFee: "75.00",
  });
  return {
    dataModelVersion: DOCUMENT_DATA_MODEL_VERSION,
    document: { title, event: "preview", generatedOn: "2026-07-01" },
    policy: {
      reference: pi ? "CST-PI-000142" : "CST-MV-000087",
      policyNumber: pi ? "CPI-2026-000142" : "CMV-2026-000087",
      packageName: pi ? "Professional Indemnity" : "Commercial Motor",
      productName: pi ? "Professional Indemnity" : "Commercial Motor",
      insuranceClass: pi ? "Professional indemnity" : "Motor",
      transactionType: "New business",
      transactionCode: "NB",
      transactionStatus: "Bound",
      inceptionDate: "2026-07-01",
      expiryDate: "2027-07-01",
      effectiveDate: "2026-07-01",
      termMonths: 12,
      quoteExpiryDate: "2026-07-31",
      boundDate: "2026-07-01",
      currency: "AUD",
      cancellationReason: null,
    },
    insured: {
      name: pi ? "Harbour Engineering Consultants Pty Ltd" : "Southern Freight Lines Pty Ltd",
      registrationNumber: "51 824 753 556",
      contactName: "Priya Raman",
      email: "priya@example.com.au",
      phone: "03 9123 4567",
      address: { ...address, text: addressText(address) },
      interestedParties: pi ? [] : [{ name: "Westpac Banking Corporation", interest: "Financier" }],
    },
    broker: {
      companyName: "Harbourside Insurance Brokers",
      contactName: "Ben Carter",
      contactEmail: "ben@harbourside.example",
    },
    underwriter: {
      companyName: "Coastal Underwriting Agency",
      contactName: "Olivia Nguyen",
      contactEmail: "olivia@coastal.example",
      logoFileVersionId: null,
    },
    premium: premiumSection(breakdown),
    term: termSection(breakdown, { label: "Bound", coverEnd: "2027-07-01" }),
    answers: pi
      ? { profession: "engineer", revenue: 2400000, limit: "5000000", claims: false }
      : { vehicleValue: 86500, use: "business", postcode: 3000, state: "VIC", driverAge: 44 },
    answerLabels: pi
      ? {
          profession: "Consulting engineer",
          revenue: "$2,400,000.00",
          limit: "$5,000,000",
          claims: "No",
        }
      : {
          vehicleValue: "$86,500.00",
          use: "Business",
          postcode: "3000",
          state: "VIC",
          driverAge: "44",
        },
    formulas: pi
      ? { excess: { title: "Excess", value: "10000.00" } }
      : { excess: { title: "Excess", value: "700.00" } },
    endorsements: pi ? piEndorsements : motorEndorsements,
    agreement: {
      name: "Coastal PI and Motor Binder 2026",
      agreementNumber: "B0621CST2026",
      uniqueMarketReference: "B0621CST2026",
      insurerName: "Southern Cross Insurance Ltd",
    },
    syndicates: [
      { name: "Syndicate 2623", sharePercent: "60.00" },
      { name: "Syndicate 4711", sharePercent: "40.00" },
    ].map((s) => ({
      ...s,
      premium: percentOf(toDec(breakdown.grossPremium), s.sharePercent).toFixed(2),
    })),
  };
}
