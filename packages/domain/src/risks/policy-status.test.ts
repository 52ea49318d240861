import { describe, expect, it } from "vitest";
import { TransactionStatus as S, TransactionType as T } from "../enums.ts";
import { type PolicyTransactionFacts, policyStatus } from "./policy-status.ts";

const term = { expiryDate: "2027-07-01" };
const tx = (
  type: number,
  status: number,
  effectiveDate = "2026-07-01",
  reinstatesTransactionId: number | null = null,
): PolicyTransactionFacts => ({ type, status, effectiveDate, reinstatesTransactionId });
const nb = tx(T.NewBusiness, S.Bound);
const today = "2026-11-29";

describe("policyStatus", () => {
  it("is the submission's status until a transaction is bound", () => {
    expect(policyStatus(term, [], today)).toMatchObject({ state: "initiated", pending: null });
    expect(policyStatus(term, [tx(T.NewBusiness, S.Quoted)], today)).toEqual({
      state: "quoted",
      label: "Quoted",
      coverEnd: "2027-07-01",
      ended: false,
      pending: null,
    });
    expect(policyStatus(term, [tx(T.Renewal, S.Referred)], today).state).toBe("referred");
    expect(policyStatus(term, [tx(T.NewBusiness, S.Declined)], today).label).toBe("Declined");
    expect(policyStatus(term, [tx(T.NewBusiness, S.NotTakenUp)], today).label).toBe("Not taken up");
  });

  it("is bound to the term's expiry, inclusive, then expired", () => {
    expect(policyStatus(term, [nb], today)).toEqual({
      state: "bound",
      label: "Bound",
      coverEnd: "2027-07-01",
      ended: false,
      pending: null,
    });
    expect(policyStatus(term, [nb], "2027-07-01").state).toBe("bound");
    expect(policyStatus(term, [nb], "2027-07-02")).toMatchObject({
      state: "expired",
      label: "Expired",
      coverEnd: "2027-07-01",
      ended: true,
    });
  });

  it("is cancelled from a bound cancellation's effective date, ended once that day comes", () => {
    const cancelled = [nb, tx(T.Cancellation, S.Bound, "2026-12-15")];
    expect(policyStatus(term, cancelled, today)).toEqual({
      state: "cancelled",
      label: "Cancelled",
      coverEnd: "2026-12-15",
      ended: false,
      pending: null,
    });
    expect(policyStatus(term, cancelled, "2026-12-15")).toMatchObject({ ended: true });
    // Still cancelled, not expired, after the term's end.
    expect(policyStatus(term, cancelled, "2028-01-01").state).toBe("cancelled");
  });

  it("is in force again to the term's expiry once a reinstatement is bound", () => {
    const reinstated = [
      nb,
      tx(T.Cancellation, S.Bound, "2026-10-01"),
      tx(T.Adjustment, S.Bound, "2026-10-01", 2),
    ];
    expect(policyStatus(term, reinstated, today)).toMatchObject({
      state: "bound",
      coverEnd: "2027-07-01",
      ended: false,
      pending: null,
    });
  });

  it("shows a change in progress as pending beside the policy in force", () => {
    expect(policyStatus(term, [nb, tx(T.Adjustment, S.Quoted, "2026-09-01")], today)).toEqual({
      state: "bound",
      label: "Bound",
      coverEnd: "2027-07-01",
      ended: false,
      pending: { kind: "adjustment", status: S.Quoted, label: "Adjustment quoted" },
    });
    // A quoted cancellation does not end cover until it is bound.
    expect(policyStatus(term, [nb, tx(T.Cancellation, S.Referred)], today)).toMatchObject({
      state: "bound",
      coverEnd: "2027-07-01",
      pending: { kind: "cancellation", label: "Cancellation referred" },
    });
    const reinstating = [
      nb,
      tx(T.Cancellation, S.Bound, "2026-10-01"),
      tx(T.Adjustment, S.Quoted, "2026-10-01", 2),
    ];
    expect(policyStatus(term, reinstating, today)).toMatchObject({
      state: "cancelled",
      coverEnd: "2026-10-01",
      ended: true,
      pending: { kind: "reinstatement", label: "Reinstatement quoted" },
    });
  });

  it("drops a change that was declined or lapsed", () => {
    for (const status of [S.Declined, S.NotTakenUp]) {
      expect(policyStatus(term, [nb, tx(T.Adjustment, status)], today)).toMatchObject({
        state: "bound",
        pending: null,
      });
    }
  });
});
