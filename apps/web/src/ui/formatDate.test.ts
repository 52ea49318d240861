import { describe, expect, it } from "vitest";
import { dayjs } from "./dayjs.ts";
import { formatDate, formatDateTime, formatIsoDate, formatPeriod } from "./formatDate.ts";

describe("the web's dates (en-AU, D MMMM YYYY)", () => {
  it("write what dayjs writes, over five years of times", () => {
    const start = Date.UTC(2024, 0, 1) / 1000;
    for (let i = 0; i < 5_000; i += 1) {
      const seconds = start + i * 32_143; // about 9 hours apart, every minute of the day in turn
      expect(formatDate(seconds)).toBe(dayjs.unix(seconds).format("D MMMM YYYY"));
      expect(formatDateTime(seconds)).toBe(dayjs.unix(seconds).format("D MMMM YYYY, h:mm A"));
    }
  });

  it("writes midnight and noon as 12", () => {
    const midnight = new Date(2025, 2, 3, 0, 5).getTime() / 1000;
    expect(formatDateTime(midnight)).toBe("3 March 2025, 12:05 AM");
    expect(formatDateTime(midnight + 12 * 3600)).toBe("3 March 2025, 12:05 PM");
  });

  it("writes a calendar date from its digits, and nothing as a dash", () => {
    expect(formatIsoDate("2026-12-30")).toBe("30 December 2026");
    expect(formatIsoDate("2026-01-01")).toBe("1 January 2026");
    expect(formatPeriod("2026-07-01", "2027-06-30")).toBe("1 July 2026 – 30 June 2027");
    expect(formatIsoDate(null)).toBe("—");
    expect(formatDate(undefined)).toBe("—");
  });
});
