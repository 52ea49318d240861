/** Lines of a premium breakdown (packages/domain PremiumBreakdown), shared by quotes and risks. */
export const premium = {
  lines: {
    ratedPremium: "Rated premium",
    basePremium: "Base premium",
    grossPremium: "Gross premium",
    emergencyServicesLevy: "Emergency services levy",
    premiumGst: "GST on premium",
    stampDuty: "Stamp duty",
    adminFee: "Administration fee",
    adminFeeGst: "GST on administration fee",
    brokerFee: "Broker fee",
    brokerFeeGst: "GST on broker fee",
    totalGst: "Total GST",
    amountPayable: "Amount payable",
    brokerCommission: "Broker commission",
    brokerCommissionGst: "GST on broker commission",
    netPremium: "Net premium",
    netToUnderwriter: "Net to underwriter",
  },
  term: {
    title: "Term premium",
    hint: "Every bound transaction of the term, net of returns",
    gross: "{{amount}} gross",
    payable: "{{amount}} payable",
    lines: "Every line",
    afterChange: "Term premium once bound: {{amount}} gross",
  },
  exemption: {
    class: "No stamp duty for this class in the insured's state",
    "small-business": "Stamp duty exemption: small business declaration",
    insured: "Stamp duty exemption declared for the insured",
  },
};
