/** Adjust, cancel and reinstate a bound policy. */
export const policyChanges = {
  title: {
    adjust: "Adjust policy",
    cancel: "Cancel policy",
    reinstate: "Reinstate policy",
  },
  intro: {
    adjust:
      "Change the answers from an effective date inside the term. The policy is re-rated on its product version and the difference is charged or returned for the days left.",
    cancel:
      "Cancel the policy from an effective date. Premium is returned for the days left, with GST and stamp duty; the quote stays open for 30 days.",
    reinstate:
      "Reinstate the cancelled policy: what the cancellation returned is charged back, line by line.",
  },
  backToRisk: "Back to the risk",
  effectiveDate: "Effective date",
  effectiveHint: "Between {{from}} and {{to}}",
  reason: "Reason for cancellation",
  reasonPlaceholder: "Choose a reason",
  confirm: "I confirm that this policy is to be cancelled",
  products: "Products to cancel",
  answers: "Proposal answers",
  requestAdjust: "Price the adjustment",
  requestCancel: "Price the cancellation",
  requestReinstate: "Price the reinstatement",
  additional: "Additional premium",
  return: "Return premium",
  noChange: "No premium change",
  lineByLine: "{{product}}: premium change line by line",
  quoted: "Quoted: bind it to confirm the change, or withdraw it.",
  referred: "Referred to the underwriter for review. They will quote it, or decline it.",
  quoteExpires: "The quote is open until {{date}}.",
  declaration: "Confirm that a signed, dated request from the insured was received",
  declarationRequired: "Confirm that a signed, dated request was received",
  bind: "Confirm and bind",
  withdraw: "Withdraw",
  bound: "{{reference}}: the change is bound",
  withdrawn: "{{reference}}: the change was withdrawn",
  notAvailable: "This change is not available",
  loadingForm: "Loading the proposal form…",
  formFailed: "Failed to load content",
  total: "Total",
} as const;
