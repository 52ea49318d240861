import type { ProposalForm } from "./model.ts";

/** A motor form using every question type, for tests (and a model for the demo seed). */
export const motorForm: ProposalForm = {
  sections: [
    {
      id: "insured",
      title: "The insured",
      questions: [
        { name: "businessName", type: "text", label: "Business name", required: true },
        { name: "description", type: "textarea", label: "Describe the business", max: 500 },
        { name: "address", type: "address", label: "Garaging address", required: true },
        { name: "inception", type: "date", label: "Start date", required: true, quickQuote: true },
      ],
    },
    {
      id: "vehicles",
      title: "Vehicles",
      questions: [
        {
          name: "vehicles",
          type: "group",
          label: "Vehicles",
          required: true,
          max: 10,
          quickQuote: true,
          questions: [
            {
              name: "value",
              type: "currency",
              label: "Market value",
              required: true,
              min: 1000,
              max: 500000,
            },
            {
              name: "use",
              type: "select",
              label: "Use",
              required: true,
              options: [
                { value: "private", label: "Private" },
                { value: "business", label: "Business" },
              ],
            },
            { name: "modified", type: "yesNo", label: "Modified?", required: true },
            {
              name: "modifications",
              type: "text",
              label: "Modifications",
              required: true,
              showWhen: { question: "modified", equals: true },
            },
          ],
        },
        {
          name: "driverAge",
          type: "number",
          label: "Youngest driver's age",
          required: true,
          min: 16,
          max: 99,
          quickQuote: true,
        },
        { name: "excessLoading", type: "percentage", label: "Excess loading" },
        {
          name: "zone",
          type: "datasetOptions",
          label: "Postcode zone",
          dataset: { name: "zones", valueColumn: "zone" },
        },
        {
          name: "extras",
          type: "multiSelect",
          label: "Extras",
          max: 2,
          options: [
            { value: "hire", label: "Hire car" },
            { value: "glass", label: "Glass" },
            { value: "roadside", label: "Roadside" },
          ],
        },
        { name: "claims", type: "yesNo", label: "Any claims in 5 years?", required: true },
        {
          name: "claimCount",
          type: "number",
          label: "How many?",
          required: true,
          min: 1,
          showWhen: { question: "claims", equals: true },
        },
      ],
    },
  ],
};

export const motorAnswers = {
  businessName: "Kookaburra Engineering",
  address: { line1: "1 Main St", city: "Hobart", state: "TAS", postcode: "7000", country: "AU" },
  inception: "2025-07-01",
  vehicles: [
    { value: 45000, use: "business", modified: false },
    { value: 32000.5, use: "private", modified: true, modifications: "Tow bar" },
  ],
  driverAge: 34,
  claims: false,
};
