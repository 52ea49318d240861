import { describe, expect, it } from "vitest";
import { formatMessageTime } from "./formatMessageTime.ts";

/** Seconds of a wall-clock time in the runtime's zone, the zone the helper shows times in. */
const local = (year: number, month: number, day: number, hour: number, minute: number) =>
  new Date(year, month - 1, day, hour, minute).getTime() / 1000;

describe("formatMessageTime (SPEC §9 message timestamps)", () => {
  // Thursday 5 March 2026, 3:00 PM where the reader is.
  const now = new Date(2026, 2, 5, 15, 0);

  it("today: the time only", () => {
    expect(formatMessageTime(local(2026, 3, 5, 14, 5), now)).toBe("2:05 PM");
    expect(formatMessageTime(local(2026, 3, 5, 0, 1), now)).toBe("12:01 AM");
  });

  it("yesterday: the label and the time", () => {
    expect(formatMessageTime(local(2026, 3, 4, 9, 30), now)).toBe("Yesterday 9:30 AM");
    expect(formatMessageTime(local(2026, 3, 4, 23, 59), now)).toBe("Yesterday 11:59 PM");
  });

  it("within 7 days: the weekday and the time", () => {
    expect(formatMessageTime(local(2026, 3, 3, 12, 0), now)).toBe("Tuesday 12:00 PM");
    expect(formatMessageTime(local(2026, 2, 27, 8, 15), now)).toBe("Friday 8:15 AM");
  });

  it("earlier in the same year: short weekday, month, day and time", () => {
    expect(formatMessageTime(local(2026, 2, 26, 8, 15), now)).toBe("Thu, Feb 26, 8:15 AM");
    expect(formatMessageTime(local(2026, 1, 1, 0, 0), now)).toBe("Thu, Jan 1, 12:00 AM");
  });

  it("another year: the year is added", () => {
    expect(formatMessageTime(local(2025, 12, 31, 18, 45), now)).toBe("Wed, Dec 31, 2025, 6:45 PM");
    expect(formatMessageTime(local(2024, 3, 5, 15, 0), now)).toBe("Tue, Mar 5, 2024, 3:00 PM");
  });

  it("counts calendar days, not 24-hour spans", () => {
    const justAfterMidnight = new Date(2026, 2, 5, 0, 10);
    expect(formatMessageTime(local(2026, 3, 4, 23, 50), justAfterMidnight)).toBe(
      "Yesterday 11:50 PM",
    );
  });

  it("takes Unix seconds, as the API sends timestamps", () => {
    const seconds = local(2026, 3, 5, 10, 0);
    expect(Number.isInteger(seconds)).toBe(true);
    expect(formatMessageTime(seconds, now)).toBe("10:00 AM");
  });
});
