/**
 * The motor demo: priced on vehicle value, driver age and postcode zone, declined above a value
 * limit and referred for young drivers.
 */
import { ChargeType } from "../enums.ts";
import type { DemoDesign } from "./demo-design.ts";

export const motorDemo: DemoDesign = {
  design: {
    form: {
      sections: [
        {
          id: "vehicle",
          title: "Vehicle",
          questions: [
            {
              name: "vehicleValue",
              type: "currency",
              label: "Market value of the vehicle",
              required: true,
              min: 1000,
              quickQuote: true,
            },
            {
              name: "use",
              type: "select",
              label: "Use",
              required: true,
              quickQuote: true,
              options: [
                { value: "private", label: "Private" },
                { value: "business", label: "Business" },
              ],
            },
            {
              name: "postcode",
              type: "number",
              label: "Garaging postcode",
              required: true,
              min: 800,
              max: 9999,
              quickQuote: true,
            },
            {
              name: "state",
              type: "select",
              label: "Garaging state",
              required: true,
              options: ["NSW", "VIC", "QLD", "SA", "WA", "TAS", "ACT", "NT"].map((s) => ({
                value: s,
                label: s,
              })),
            },
          ],
        },
        {
          id: "driver",
          title: "Driver",
          questions: [
            {
              name: "driverAge",
              type: "number",
              label: "Age of the youngest driver",
              required: true,
              min: 16,
              max: 99,
              quickQuote: true,
            },
            {
              name: "accidents",
              type: "number",
              label: "At-fault accidents in 3 years",
              required: true,
              quickQuote: true,
              min: 0,
              max: 20,
            },
          ],
        },
      ],
    },
    propertyFormulas: [
      {
        name: "ageFactor",
        title: "Driver age factor",
        description: null,
        dataType: "number",
        formula: 'lookup_range("driver_age_bands", "factor", driverAge)',
        overridable: false,
        required: true,
        showOnPremiumSummary: false,
        showOnQuickQuote: false,
      },
      {
        name: "zone",
        title: "Postcode zone",
        description: null,
        dataType: "text",
        formula: 'lookup_range("postcode_zones", "zone", postcode)',
        overridable: false,
        required: true,
        showOnPremiumSummary: true,
        showOnQuickQuote: true,
      },
      {
        name: "zoneFactor",
        title: "Zone factor",
        description: null,
        dataType: "number",
        formula: 'lookup("zone_factors", "factor", zone)',
        overridable: false,
        required: true,
        showOnPremiumSummary: false,
        showOnQuickQuote: false,
      },
      {
        name: "premium",
        title: "Base premium",
        description: "3.5 % of value × factors, $400 minimum",
        dataType: "currency",
        formula:
          'round(max(400, vehicleValue * 3.5% * ageFactor * zoneFactor * if(use = "business", 1.15, 1) * (1 + 0.1 * accidents)), 2)',
        overridable: true,
        required: true,
        showOnPremiumSummary: true,
        showOnQuickQuote: true,
      },
      {
        name: "excess",
        title: "Excess",
        description: "Basic excess each claim: $700, or $1,400 for a driver under 25",
        dataType: "currency",
        formula: "if(driverAge < 25, 1400, 700)",
        overridable: true,
        required: true,
        showOnPremiumSummary: true,
        showOnQuickQuote: false,
      },
    ],
    underwritingFormulas: [],
    rules: [
      {
        name: "declineHighValue",
        formula: "vehicleValue > 150000",
        outcome: "decline",
        clauseId: null,
        message: "Vehicles valued above $150,000 are outside our appetite",
      },
      {
        name: "referYoungDriver",
        formula: "driverAge < 25",
        outcome: "refer",
        clauseId: null,
        message: "Drivers under 25 need an underwriter's review",
      },
    ],
    premium: {
      premiumFormula: "premium",
      charges: [
        { name: "No-claim discount", type: ChargeType.DiscountCharge, amount: null, percent: "5" },
      ],
      brokerCommissionPercent: "12.5",
      adminFee: "25",
      stateQuestion: "state",
    },
  },
  datasets: [
    {
      name: "driver_age_bands",
      description: null,
      columns: [
        { name: "from", type: "number" },
        { name: "to", type: "number" },
        { name: "factor", type: "number" },
      ],
      keyColumns: [],
      range: { from: "from", to: "to" },
      rows: [
        { from: "16", to: "21", factor: "2.1" },
        { from: "21", to: "25", factor: "1.6" },
        { from: "25", to: "30", factor: "1.2" },
        { from: "30", to: "70", factor: "1" },
        { from: "70", to: null, factor: "1.3" },
      ],
    },
    {
      name: "postcode_zones",
      description: "Australian postcodes by rating zone",
      columns: [
        { name: "from", type: "number" },
        { name: "to", type: "number" },
        { name: "zone", type: "text" },
      ],
      keyColumns: [],
      range: { from: "from", to: "to" },
      rows: [
        { from: "800", to: "2000", zone: "C" },
        { from: "2000", to: "2300", zone: "A" },
        { from: "2300", to: "3000", zone: "C" },
        { from: "3000", to: "3200", zone: "A" },
        { from: "3200", to: "4000", zone: "B" },
        { from: "4000", to: "4200", zone: "A" },
        { from: "4200", to: "10000", zone: "B" },
      ],
    },
    {
      name: "zone_factors",
      description: null,
      columns: [
        { name: "zone", type: "text" },
        { name: "factor", type: "number" },
      ],
      keyColumns: ["zone"],
      range: null,
      rows: [
        { zone: "A", factor: "1.25" },
        { zone: "B", factor: "1" },
        { zone: "C", factor: "0.9" },
      ],
    },
  ],
  testCases: [
    {
      name: "Private car in Sydney, driver 40",
      answers: {
        vehicleValue: 30000,
        use: "private",
        postcode: 2000,
        state: "NSW",
        driverAge: 40,
        accidents: 0,
      },
      overrides: {},
      state: null,
      taxDate: "2025-07-01",
      // 30000 × 3.5 % × 1 × 1.25 = 1312.50; discount 5 % = 65.63 → gross 1246.87
      expected: {
        premium: "1312.50",
        zone: "A",
        outcome: "quote",
        "premium.grossPremium": "1246.87",
      },
    },
    {
      name: "Young driver is referred",
      answers: {
        vehicleValue: 18000,
        use: "private",
        postcode: 3500,
        state: "VIC",
        driverAge: 19,
        accidents: 0,
      },
      overrides: {},
      state: null,
      taxDate: "2025-07-01",
      // 18000 × 3.5 % × 2.1 × 1 = 1323.00
      expected: { premium: "1323", referYoungDriver: true, outcome: "refer" },
    },
    {
      name: "Exotic car is declined",
      answers: {
        vehicleValue: 250000,
        use: "business",
        postcode: 4000,
        state: "QLD",
        driverAge: 45,
        accidents: 1,
      },
      overrides: {},
      state: null,
      taxDate: "2025-07-01",
      expected: { declineHighValue: true, outcome: "decline" },
    },
  ],
};
