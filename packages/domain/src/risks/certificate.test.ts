import { describe, expect, it } from "vitest";
import { TransactionType } from "../enums.ts";
import { certificateMessages, certificateRefusal } from "./certificate.ts";

const bound = {
  policyNumber: "PI-000123",
  latestBound: { type: TransactionType.NewBusiness, effectiveDate: "2026-07-01" },
  expiryDate: "2027-07-01",
};

describe("certificateRefusal", () => {
  it("issues a certificate for a bound policy inside its term, up to and on the expiry date", () => {
    expect(certificateRefusal(bound, "2026-11-29")).toBeNull();
    expect(certificateRefusal(bound, "2027-07-01")).toBeNull();
  });

  it("issues one before inception once bound (cover is confirmed from the inception date)", () => {
    expect(certificateRefusal(bound, "2026-06-15")).toBeNull();
  });

  it("refuses a policy that is not bound", () => {
    expect(certificateRefusal({ ...bound, policyNumber: null }, "2026-11-29")).toBe(
      certificateMessages.notBound,
    );
    expect(certificateRefusal({ ...bound, latestBound: null }, "2026-11-29")).toBe(
      certificateMessages.notBound,
    );
  });

  it("refuses after expiry, naming the date", () => {
    expect(certificateRefusal(bound, "2027-07-02")).toBe(
      "This policy expired on 1 July 2027: it has no certificate of currency",
    );
  });

  it("refuses from a cancellation's effective date, and not before it", () => {
    const cancelled = {
      ...bound,
      latestBound: { type: TransactionType.Cancellation, effectiveDate: "2026-12-15" },
    };
    expect(certificateRefusal(cancelled, "2026-12-14")).toBeNull();
    expect(certificateRefusal(cancelled, "2026-12-15")).toBe(
      "This policy was cancelled from 15 December 2026: it has no certificate of currency",
    );
  });

  it("issues one again once a reinstatement is bound after the cancellation", () => {
    const reinstated = {
      ...bound,
      latestBound: { type: TransactionType.Adjustment, effectiveDate: "2026-12-15" },
    };
    expect(certificateRefusal(reinstated, "2027-01-10")).toBeNull();
  });
});
