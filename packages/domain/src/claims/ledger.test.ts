import { describe, expect, it } from "vitest";
import {
  canMoveTo,
  claimTotals,
  closingReleases,
  monthRange,
  movementChanges,
  type StoredMovement,
} from "./ledger.ts";

const move = (
  category: "indemnity" | "fees",
  movementDate: string,
  kind: "reserve" | "payment",
  amount: string,
  history: StoredMovement[],
): StoredMovement => {
  const current = claimTotals(history)[category].outstanding;
  return { category, movementDate, ...movementChanges(kind, amount, current) };
};

describe("claim movements", () => {
  it("a reserve sets the outstanding amount; payments come off it; paid + outstanding = incurred at any date", () => {
    const rows: StoredMovement[] = [];
    rows.push(move("indemnity", "2026-01-05", "reserve", "10000.10", rows));
    rows.push(move("indemnity", "2026-02-01", "payment", "2500.05", rows));
    rows.push(move("fees", "2026-02-10", "reserve", "1200", rows));
    rows.push(move("fees", "2026-03-01", "payment", "1500.33", rows));
    rows.push(move("indemnity", "2026-03-15", "reserve", "5000", rows));
    expect(rows[1]).toMatchObject({ paidChange: "2500.05", outstandingChange: "-2500.05" });
    // A payment above the reserve pays in full and clears the reserve: incurred rises by 300.33.
    expect(rows[3]).toMatchObject({ paidChange: "1500.33", outstandingChange: "-1200.00" });
    const now = claimTotals(rows);
    expect(now.indemnity).toEqual({ paid: "2500.05", outstanding: "5000.00", incurred: "7500.05" });
    expect(now.fees).toEqual({ paid: "1500.33", outstanding: "0.00", incurred: "1500.33" });
    expect(now.total).toEqual({ paid: "4000.38", outstanding: "5000.00", incurred: "9000.38" });
    for (const asAt of ["2026-01-01", "2026-01-31", "2026-02-05", "2026-02-28", "2026-03-31"]) {
      const t = claimTotals(rows, asAt).total;
      expect((Number(t.paid) * 100 + Number(t.outstanding) * 100).toFixed(0)).toBe(
        (Number(t.incurred) * 100).toFixed(0),
      );
    }
    expect(claimTotals(rows, "2026-02-05").indemnity).toEqual({
      paid: "2500.05",
      outstanding: "7500.05",
      incurred: "10000.10",
    });
    expect(claimTotals([], "2026-01-01").total.incurred).toBe("0.00");
  });

  it("adds cents exactly (no binary floating point)", () => {
    const rows: StoredMovement[] = [];
    rows.push(move("fees", "2026-01-01", "reserve", "0.30", rows));
    rows.push(move("fees", "2026-01-02", "payment", "0.10", rows));
    rows.push(move("fees", "2026-01-03", "payment", "0.20", rows));
    expect(claimTotals(rows).fees).toEqual({ paid: "0.30", outstanding: "0.00", incurred: "0.30" });
  });
});

describe("claim statuses", () => {
  it("follows the transition table", () => {
    expect(canMoveTo("claim", "notified", "open")).toBe(true);
    expect(canMoveTo("claim", "closed", "open")).toBe(false);
    expect(canMoveTo("claim", "closed", "reopened")).toBe(true);
    expect(canMoveTo("claim", "declined", "reopened")).toBe(true);
    expect(canMoveTo("incident", "converted", "open")).toBe(false);
    expect(canMoveTo("incident", "open", "closed")).toBe(true);
  });

  it("knows each month's last day", () => {
    expect(monthRange("2028-02")).toEqual({ dateFrom: "2028-02-01", dateTo: "2028-02-29" });
    expect(monthRange("2026-12")).toEqual({ dateFrom: "2026-12-01", dateTo: "2026-12-31" });
  });
});

describe("closing a claim with outstanding reserves", () => {
  it("releases each category's outstanding amount to zero, so incurred = paid to the cent", () => {
    const rows: StoredMovement[] = [];
    rows.push(move("indemnity", "2026-01-05", "reserve", "10000.10", rows));
    rows.push(move("indemnity", "2026-02-01", "payment", "2500.05", rows));
    rows.push(move("fees", "2026-02-10", "reserve", "1200", rows));
    rows.push(move("fees", "2026-03-01", "payment", "1200", rows));
    const releases = closingReleases(rows);
    expect(releases).toEqual([
      {
        category: "indemnity",
        released: "7500.05",
        paidChange: "0.00",
        outstandingChange: "-7500.05",
      },
    ]);
    const closed = [
      ...rows,
      ...releases.map((r) => ({ ...r, movementDate: "2026-03-02" })),
    ] as StoredMovement[];
    expect(claimTotals(closed).total).toEqual({
      paid: "3700.05",
      outstanding: "0.00",
      incurred: "3700.05",
    });
    // Before the closing date the reserve still stands.
    expect(claimTotals(closed, "2026-03-01").total.outstanding).toBe("7500.05");
    expect(closingReleases(closed)).toEqual([]);
  });
});
