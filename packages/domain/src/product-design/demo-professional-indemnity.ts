/** The professional indemnity demo: priced on revenue bands and profession. */
import { ChargeType } from "../enums.ts";
import type { DemoDesign } from "./demo-design.ts";

export const professionalIndemnityDemo: DemoDesign = {
  design: {
    form: {
      sections: [
        {
          id: "business",
          title: "The business",
          questions: [
            { name: "businessName", type: "text", label: "Business name", required: true },
            {
              name: "profession",
              type: "datasetOptions",
              label: "Profession",
              required: true,
              quickQuote: true,
              dataset: { name: "professions", valueColumn: "profession", labelColumn: "label" },
            },
            {
              name: "revenue",
              type: "currency",
              label: "Annual revenue",
              help: "Gross fees for the last financial year",
              required: true,
              min: 0,
              quickQuote: true,
            },
            { name: "address", type: "address", label: "Business address", required: true },
          ],
        },
        {
          id: "cover",
          title: "Cover and history",
          questions: [
            {
              name: "limit",
              type: "select",
              label: "Limit of indemnity",
              required: true,
              quickQuote: true,
              options: [
                { value: "1000000", label: "$1,000,000" },
                { value: "2000000", label: "$2,000,000" },
                { value: "5000000", label: "$5,000,000" },
              ],
            },
            {
              name: "claims",
              type: "yesNo",
              label: "Any claims or circumstances in the last 5 years?",
              required: true,
              quickQuote: true,
            },
            {
              name: "claimDetails",
              type: "textarea",
              label: "Details of the claims",
              required: true,
              showWhen: { question: "claims", equals: true },
            },
          ],
        },
      ],
    },
    propertyFormulas: [
      {
        name: "professionRate",
        title: "Rate per $1,000 of revenue",
        description: "From the professions dataset",
        dataType: "number",
        formula: 'lookup("professions", "rate", profession)',
        overridable: false,
        required: true,
        showOnPremiumSummary: false,
        showOnQuickQuote: false,
      },
      {
        name: "revenueFactor",
        title: "Revenue band factor",
        description: null,
        dataType: "number",
        formula: 'lookup_range("revenue_bands", "factor", revenue)',
        overridable: false,
        required: true,
        showOnPremiumSummary: false,
        showOnQuickQuote: false,
      },
      {
        name: "limitFactor",
        title: "Limit factor",
        description: null,
        dataType: "number",
        formula: 'lookup("limit_factors", "factor", limit)',
        overridable: false,
        required: true,
        showOnPremiumSummary: false,
        showOnQuickQuote: false,
      },
      {
        name: "premium",
        title: "Base premium",
        description: "Revenue × rate × factors, with a $500 minimum",
        dataType: "currency",
        formula:
          "round(max(500, revenue / 1000 * professionRate * revenueFactor * limitFactor * (1 + claimsLoading)), 2)",
        overridable: true,
        required: true,
        showOnPremiumSummary: true,
        showOnQuickQuote: true,
      },
      {
        name: "excess",
        title: "Excess",
        description: "Each and every claim: $5,000, or $10,000 with a $5 million limit",
        dataType: "currency",
        formula: 'if(limit = "5000000", 10000, 5000)',
        overridable: true,
        required: true,
        showOnPremiumSummary: true,
        showOnQuickQuote: false,
      },
    ],
    underwritingFormulas: [
      {
        name: "claimsLoading",
        title: "Claims loading",
        description: "25 % when there were claims; the underwriter may change it",
        dataType: "number",
        formula: "if(claims, 0.25, 0)",
        overridable: true,
      },
    ],
    rules: [
      {
        name: "declineLargeRevenue",
        formula: "revenue > 20000000",
        outcome: "decline",
        clauseId: null,
        message: "Revenue above $20 million is outside our appetite",
      },
      {
        name: "referClaims",
        formula: "claims",
        outcome: "refer",
        clauseId: null,
        message: "Claims history needs an underwriter's review",
      },
    ],
    premium: {
      premiumFormula: "premium",
      charges: [
        { name: "Policy charge", type: ChargeType.OtherCharge, amount: "50", percent: null },
      ],
      brokerCommissionPercent: "15",
      adminFee: "40",
      stateQuestion: "address.state",
    },
  },
  datasets: [
    {
      name: "professions",
      description: "Rate per $1,000 of revenue by profession",
      columns: [
        { name: "profession", type: "text" },
        { name: "label", type: "text" },
        { name: "rate", type: "number" },
      ],
      keyColumns: ["profession"],
      range: null,
      rows: [
        { profession: "accountant", label: "Accountant", rate: "2.8" },
        { profession: "architect", label: "Architect", rate: "4.1" },
        { profession: "engineer", label: "Consulting engineer", rate: "4.6" },
        { profession: "it", label: "IT consultant", rate: "2.2" },
        { profession: "lawyer", label: "Lawyer", rate: "5.3" },
      ],
    },
    {
      name: "revenue_bands",
      description: "Discount for larger revenue",
      columns: [
        { name: "from", type: "number" },
        { name: "to", type: "number" },
        { name: "factor", type: "number" },
      ],
      keyColumns: [],
      range: { from: "from", to: "to" },
      rows: [
        { from: "0", to: "500000", factor: "1" },
        { from: "500000", to: "2000000", factor: "0.9" },
        { from: "2000000", to: "10000000", factor: "0.8" },
        { from: "10000000", to: null, factor: "0.7" },
      ],
    },
    {
      name: "limit_factors",
      description: null,
      columns: [
        { name: "limit", type: "text" },
        { name: "factor", type: "number" },
      ],
      keyColumns: ["limit"],
      range: null,
      rows: [
        { limit: "1000000", factor: "1" },
        { limit: "2000000", factor: "1.35" },
        { limit: "5000000", factor: "1.8" },
      ],
    },
  ],
  testCases: [
    {
      name: "Engineer, $1.2m revenue, $2m limit, NSW",
      answers: {
        businessName: "Kookaburra Engineering",
        profession: "engineer",
        revenue: 1200000,
        address: {
          line1: "1 Macquarie Place",
          city: "Sydney",
          state: "NSW",
          postcode: "2000",
          country: "AU",
        },
        limit: "2000000",
        claims: false,
      },
      overrides: {},
      state: null,
      taxDate: "2025-07-01",
      // 1200 × 4.6 × 0.9 × 1.35 = 6706.80; + 50 charge = 6756.80 gross; GST 675.68;
      // NSW stamp duty on professional (occupational) indemnity, Type B, 5 % of 7432.48 = 371.62;
      // admin fee 40 + GST 4.
      expected: {
        premium: "6706.80",
        outcome: "quote",
        "premium.grossPremium": "6756.80",
        "premium.premiumGst": "675.68",
        "premium.stampDuty": "371.62",
        "premium.amountPayable": "7848.10",
      },
    },
    {
      name: "Accountant with claims is referred",
      answers: {
        businessName: "Numbers Pty Ltd",
        profession: "accountant",
        revenue: 300000,
        address: {
          line1: "2 George St",
          city: "Brisbane",
          state: "QLD",
          postcode: "4000",
          country: "AU",
        },
        limit: "1000000",
        claims: true,
        claimDetails: "One notification in 2022, closed without payment",
      },
      overrides: {},
      state: null,
      taxDate: "2025-07-01",
      // 300 × 2.8 × 1 × 1 × 1.25 = 1050.00
      expected: { premium: "1050", referClaims: true, outcome: "refer" },
    },
  ],
};
