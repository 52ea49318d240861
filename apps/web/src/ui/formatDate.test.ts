import { describe, expect, it } from "vitest";
import { dayjs } from "./dayjs.ts";
import { formatDate, formatDateTime } from "./formatDate.ts";

describe("formatDate and formatDateTime", () => {
  it("write what dayjs wrote, over five years of times", () => {
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
});
