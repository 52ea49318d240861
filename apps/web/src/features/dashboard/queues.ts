/**
 * The work queue's three lists (SPEC §4 referrals awaiting review, §9 quotes open 30 days,
 * approvals): each is a query of the risks list endpoint.
 */
export const workQueues = [
  {
    key: "referrals",
    // Referred (5): all of the company's, or (mine) those assigned to the user.
    params: { status: "5", sort: "-updated" },
  },
  {
    key: "expiring",
    // Quoted (3) and lapsing within 7 days (brokers are told a week before).
    params: { status: "3", expiringWithinDays: 7, sort: "updated" },
  },
  {
    key: "approvals",
    params: { approval: "requested", sort: "-updated" },
  },
] as const;

export type WorkQueueKey = (typeof workQueues)[number]["key"];

/** Queue parameters for one page of a queue. */
export const queueParams = (key: WorkQueueKey, mine = false, perPage = 10) => {
  const queue = workQueues.find((q) => q.key === key);
  return { ...(queue?.params ?? {}), ...(mine ? { mine: "true" } : {}), page: 1, perPage };
};
