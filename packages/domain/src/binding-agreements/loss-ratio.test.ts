import { describe, expect, it } from "vitest";
import { earnedPremium, earningWindow, lossRatio } from "./loss-ratio.ts";

/**
 * Earning is daily pro rata of the gross premium over each term, counted up to today or the
 * period's last day: a binder's premium is written for a policy year and the insurer carries the
 * risk evenly day by day, so the premium it has earned is the share of days already on risk.
 * (Not the 1/24ths or 1/365ths of annual accounting: terms here are any length up to 18 months
 * and changes start mid-term.) Worked example, a 2026 period seen on 10 April 2026:
 * - new business, $3,650.00 for 1 Jan 2026 – 1 Jan 2027 (365 days): 1 Jan – 10 Apr is 100 days
 *   on risk, earned 3,650 × 100 / 365 = $1,000.00;
 * - an adjustment, +$305.00 effective 2 Mar 2026 to the same expiry (305 days): 2 Mar – 10 Apr
 *   is 40 days, earned 305 × 40 / 305 = $40.00;
 * - earned $1,040.00; claims paid $250.00 and outstanding $166.00, incurred $416.00;
 *   loss ratio 416 / 1,040 = 40.0%.
 */
const nb = { gross: "3650.00", from: "2026-01-01", to: "2027-01-01" };
const adjustment = { gross: "305.00", from: "2026-03-02", to: "2027-01-01" };
const period = { dateFrom: "2026-01-01", dateTo: "2026-12-31" };

describe("earning and the loss ratio", () => {
  it("earns the worked example to the cent", () => {
    const window = earningWindow(period, "2026-04-10");
    expect(window).toEqual({ from: "2026-01-01", to: "2026-04-10" });
    expect(earnedPremium(nb, window!).toFixed(2)).toBe("1000.00");
    expect(earnedPremium(adjustment, window!).toFixed(2)).toBe("40.00");
    expect(lossRatio([nb, adjustment], window, { paid: "250", outstanding: "166" })).toEqual({
      earned: "1040.00",
      paid: "250.00",
      outstanding: "166.00",
      incurred: "416.00",
      percent: "40.0",
    });
  });

  it("stops at the period's last day once it is over, and keeps exact decimals", () => {
    const window = earningWindow({ dateFrom: "2026-01-01", dateTo: "2026-06-30" }, "2026-11-29");
    expect(window).toEqual({ from: "2026-01-01", to: "2026-06-30" });
    // 181 days of 365: 1000 × 181 / 365 = 495.890410…, rounded only at the end.
    expect(earnedPremium({ ...nb, gross: "1000" }, window!).toFixed(6)).toBe("495.890411");
  });

  it("a cancellation's return premium earns back negatively from its date", () => {
    const window = earningWindow(period, "2026-12-31")!;
    const cancellation = { gross: "-1825.00", from: "2026-07-02", to: "2027-01-01" };
    // The whole year of NB (3,650) less the 183 days returned: 3,650 − 1,825 = 1,825.
    const ratio = lossRatio([nb, cancellation], window, { paid: "0", outstanding: "0" });
    expect(ratio.earned).toBe("1825.00");
    expect(ratio.percent).toBe("0.0");
  });

  it("earns nothing before the period starts or on a term with no days", () => {
    expect(earningWindow(period, "2025-12-31")).toBeNull();
    expect(lossRatio([nb], null, { paid: "10", outstanding: "0" }).percent).toBeNull();
    const window = earningWindow(period, "2026-04-10")!;
    expect(
      earnedPremium({ gross: "100", from: "2026-03-01", to: "2026-03-01" }, window).toFixed(2),
    ).toBe("0.00");
    expect(
      earnedPremium({ gross: "100", from: "2027-01-01", to: "2028-01-01" }, window).toFixed(2),
    ).toBe("0.00");
  });
});
