/** `/company/dashboard` until the dashboards issue: the user's work queue. */
export const dashboard = {
  title: "Work queue",
  description: "What waits for you: referrals, quotes about to lapse and approvals.",
  referrals: "Referrals waiting",
  referralsHint: "Referred submissions waiting for an underwriter's review",
  all: "All",
  mine: "Assigned to me",
  expiring: "Quotes expiring within 7 days",
  expiringHint: "Quoted risks not bound yet",
  approvals: "Approvals requested",
  approvalsHint: "Quotes beyond an underwriter's authority",
  none: "Nothing here.",
  viewAll: "Open in risks",
  expires: "Expires {{date}}",
  allRisks: "All risks",
};
