import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import {
  australianFinancialYear,
  australianFinancialYearStarting,
  formatCurrency,
  formatDuration,
  formatMessageTimestamp,
  isValidTimeZone,
  pluralise,
  startOfZonedDate,
  startOfZonedDay,
  timeZoneLabel,
  timeZoneOffsetMinutes,
  toDecimal,
  todayIn,
  zonedDateTimeParts,
} from "./format.ts";

const nbsp = "\u00a0";

describe("formatCurrency", () => {
  it.each([
    // value, currency, fixedScale, expected
    [1234.56, "aud", true, "$1,234.56"],
    [1234.56, "aud", false, "$1,235"],
    [1234.56, "usd", true, "$1,234.56"],
    [1234.56, "gbp", true, "£1,234.56"],
    [1234.56, "eur", true, `1.234,56${nbsp}€`],
    [1234.56, "eur", false, `1.235${nbsp}€`],
    [1234.56, "nzd", true, "$1,234.56"],
    [1234.56, "AUD", true, "$1,234.56"],
    [1234.56, undefined, true, "$1,234.56"],
    [1234.56, null, false, "$1,235"],
    [1234.56, "xyz", true, "$1,234.56"], // unknown → AUD
    [0, "aud", true, "$0.00"],
    [0, "aud", false, "$0"],
    [-1234.5, "aud", true, "-$1,234.50"],
    [-1234.5, "aud", false, "-$1,235"], // half away from zero
    [-0.4, "aud", false, "$0"], // no negative zero
    [-0.004, "aud", true, "$0.00"],
    [2.5, "aud", false, "$3"],
    [1.005, "aud", true, "$1.01"], // float 1.005 is 1.00499…; Decimal keeps the written value
    [1_000_000, "gbp", false, "£1,000,000"],
    [1_000_000, "eur", true, `1.000.000,00${nbsp}€`],
  ])("%j %s fixed=%s → %j", (value, currency, fixedScale, expected) => {
    expect(formatCurrency(value, currency, { fixedScale })).toBe(expected);
  });

  it("defaults to whole amounts in AUD", () => {
    expect(formatCurrency(1234.56)).toBe("$1,235");
  });

  it.each([
    ["1234.565", true, "$1,234.57"],
    ["0.125", true, "$0.13"],
    [" 42 ", true, "$42.00"],
    ["+42", false, "$42"],
    ["1e3", false, "$1,000"],
    [".5", true, "$0.50"],
    ["5.", true, "$5.00"],
    // beyond float precision: digits kept exactly
    ["12345678901234567.89", true, "$12,345,678,901,234,567.89"],
    ["9007199254740993", false, "$9,007,199,254,740,993"],
    ["-0.005", true, "-$0.01"],
  ])("decimal text %j (fixed=%s) → %j without float loss", (value, fixedScale, expected) => {
    expect(formatCurrency(value, "aud", { fixedScale })).toBe(expected);
  });

  it("accepts Decimal and bigint", () => {
    expect(formatCurrency(new Decimal("99.995"), "aud", { fixedScale: true })).toBe("$100.00");
    expect(formatCurrency(12345678901234567890n, "usd")).toBe("$12,345,678,901,234,567,890");
  });

  it.each([
    null,
    undefined,
    "",
    "   ",
    "abc",
    "12abc",
    "1,234.56",
    "$12",
    "0x10",
    "0b11",
    "Infinity",
    "NaN",
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    new Decimal(Number.NaN),
    new Decimal(Number.POSITIVE_INFINITY),
  ])("non-numeric %j → empty string", (value) => {
    expect(formatCurrency(value as never, "aud", { fixedScale: true })).toBe("");
  });

  it("non-numeric values of other types → empty string", () => {
    for (const value of [{}, [], true, new Date(0)]) {
      expect(formatCurrency(value as never)).toBe("");
    }
  });

  it("toDecimal keeps the written digits", () => {
    expect(toDecimal("0.1")?.plus("0.2").toString()).toBe("0.3");
    expect(toDecimal(0.1)?.toString()).toBe("0.1");
    expect(toDecimal("x")).toBeNull();
  });
});

describe("formatMessageTimestamp", () => {
  const timeZone = "Australia/Sydney";
  // Thursday 5 March 2026, 15:00 in Sydney (UTC+11).
  const now = new Date("2026-03-05T04:00:00Z");
  /** The instant of a Sydney wall-clock time (offset checked by the time zone tests below). */
  const sydney = (local: string) => {
    const wall = new Date(`${local}:00Z`).getTime();
    const guess = wall - timeZoneOffsetMinutes(timeZone, new Date(wall)) * 60_000;
    return new Date(wall - timeZoneOffsetMinutes(timeZone, new Date(guess)) * 60_000);
  };

  it.each([
    ["2026-03-05T14:59", "2:59 PM"], // today, earlier
    ["2026-03-05T00:00", "12:00 AM"], // today, first minute
    ["2026-03-05T12:05", "12:05 PM"],
    ["2026-03-05T23:59", "11:59 PM"], // later today (clock skew)
    ["2026-03-04T23:59", "Yesterday 11:59 PM"],
    ["2026-03-04T00:00", "Yesterday 12:00 AM"],
    ["2026-03-03T09:30", "Tuesday 9:30 AM"],
    ["2026-02-28T18:00", "Saturday 6:00 PM"], // 5 days ago, across a month end
    ["2026-02-27T08:01", "Friday 8:01 AM"], // 6 days ago
    ["2026-02-26T08:01", "Thu, Feb 26, 8:01 AM"], // 7 days ago: a date
    ["2026-01-01T00:30", "Thu, Jan 1, 12:30 AM"],
    ["2026-03-06T10:00", "Fri, Mar 6, 10:00 AM"], // tomorrow: a date, never "Friday"
    ["2026-07-01T10:00", "Wed, Jul 1, 10:00 AM"],
    ["2025-12-31T23:59", "Wed, Dec 31, 2025, 11:59 PM"], // previous year: adds the year
    ["2020-02-29T13:07", "Sat, Feb 29, 2020, 1:07 PM"],
  ])("%s → %j", (local, expected) => {
    expect(formatMessageTimestamp(sydney(local), now, { timeZone })).toBe(expected);
  });

  it("counts days in the reader's zone, not UTC", () => {
    // 23:30 UTC on 4 March is 10:30 on 5 March in Sydney: today there, yesterday in UTC.
    const at = new Date("2026-03-04T23:30:00Z");
    expect(formatMessageTimestamp(at, now, { timeZone })).toBe("10:30 AM");
    expect(formatMessageTimestamp(at, now, { timeZone: "UTC" })).toBe("Yesterday 11:30 PM");
  });

  it("a weekday within the last days of the previous year", () => {
    const newYear = new Date("2026-01-02T01:00:00Z"); // Fri 2 Jan 2026, noon in Sydney
    expect(formatMessageTimestamp(new Date("2025-12-30T01:00:00Z"), newYear, { timeZone })).toBe(
      "Tuesday 12:00 PM",
    );
    expect(formatMessageTimestamp(new Date("2025-12-20T01:00:00Z"), newYear, { timeZone })).toBe(
      "Sat, Dec 20, 2025, 12:00 PM",
    );
  });

  it("throws Invalid timezone for an unknown zone", () => {
    expect(() => formatMessageTimestamp(now, now, { timeZone: "Nowhere/Land" })).toThrow(
      "Invalid timezone",
    );
  });
});

describe("formatDuration", () => {
  it.each([
    [0, "0s"],
    [0.9, "0s"],
    [1, "1s"],
    [59, "59s"],
    [60, "1m"],
    [330, "5m 30s"],
    [330.7, "5m 30s"],
    [3600, "1h"],
    [3630, "1h 30s"],
    [3930, "1h 5m 30s"],
    [86_400, "1d"],
    [93_784, "1d 2h 3m 4s"],
    [-330, "-5m 30s"],
    [Number.NaN, ""],
    [Number.POSITIVE_INFINITY, ""],
  ])("%d s → %j", (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});

describe("pluralise", () => {
  it.each([
    [0, "risks"],
    [1, "risk"],
    [2, "risks"],
    [100, "risks"],
    [1.5, "risks"],
    [0.5, "risk"],
    [-1, "risk"],
  ])("count %d → %s", (count, expected) => {
    expect(pluralise("risk", count)).toBe(expected);
  });
  it("takes an irregular plural", () => {
    expect(pluralise("policy", 2, "policies")).toBe("policies");
    expect(pluralise("policy", 1, "policies")).toBe("policy");
    expect(pluralise("policy", 0, "policies")).toBe("policies");
  });
});

describe("time zones", () => {
  const winter = new Date("2026-07-01T00:00:00Z");
  const summer = new Date("2026-01-01T00:00:00Z");

  it.each([
    ["Australia/Sydney", winter, "GMT+10:00"],
    ["Australia/Sydney", summer, "GMT+11:00"],
    ["Australia/Brisbane", summer, "GMT+10:00"],
    ["Australia/Adelaide", winter, "GMT+09:30"],
    ["Australia/Adelaide", summer, "GMT+10:30"],
    ["Australia/Darwin", summer, "GMT+09:30"],
    ["Australia/Eucla", winter, "GMT+08:45"],
    ["Australia/Perth", winter, "GMT+08:00"],
    ["Australia/Lord_Howe", winter, "GMT+10:30"],
    ["Australia/Lord_Howe", summer, "GMT+11:00"],
    ["Pacific/Auckland", winter, "GMT+12:00"],
    ["Pacific/Auckland", summer, "GMT+13:00"],
    ["Pacific/Chatham", summer, "GMT+13:45"],
    ["UTC", winter, "GMT+00:00"],
    ["Europe/London", winter, "GMT+01:00"],
    ["America/New_York", winter, "GMT-04:00"],
    ["America/St_Johns", summer, "GMT-03:30"],
    ["Pacific/Honolulu", winter, "GMT-10:00"],
  ])("%s at %s → %s", (zone, at, expected) => {
    expect(timeZoneLabel(zone, at)).toBe(expected);
  });

  it.each(["", "Invalid/Zone", "GMT+25", "Sydney"])("%j → Invalid timezone", (zone) => {
    expect(() => timeZoneLabel(zone, winter)).toThrow("Invalid timezone");
    expect(isValidTimeZone(zone)).toBe(false);
  });

  it("isValidTimeZone accepts IANA names", () => {
    expect(isValidTimeZone("Australia/Sydney")).toBe(true);
    expect(isValidTimeZone("UTC")).toBe(true);
  });

  it("offsets are in minutes and follow the instant's milliseconds", () => {
    expect(timeZoneOffsetMinutes("Australia/Sydney", new Date("2026-07-01T00:00:00.999Z"))).toBe(
      600,
    );
    expect(timeZoneOffsetMinutes("America/New_York", winter)).toBe(-240);
  });

  it("zonedDateTimeParts gives the wall clock", () => {
    expect(zonedDateTimeParts(new Date("2026-06-30T14:00:00Z"), "Australia/Sydney")).toEqual({
      year: 2026,
      month: 7,
      day: 1,
      hour: 0,
      minute: 0,
      second: 0,
    });
  });

  it("startOfZonedDay finds local midnight, across daylight saving", () => {
    expect(startOfZonedDay(2026, 7, 1, "Australia/Sydney").toISOString()).toBe(
      "2026-06-30T14:00:00.000Z",
    );
    expect(startOfZonedDay(2027, 1, 1, "Australia/Sydney").toISOString()).toBe(
      "2026-12-31T13:00:00.000Z",
    );
    // Sydney's daylight saving starts at 02:00 on 4 October 2026 and ends 03:00 on 5 April.
    expect(startOfZonedDay(2026, 10, 4, "Australia/Sydney").toISOString()).toBe(
      "2026-10-03T14:00:00.000Z",
    );
    expect(startOfZonedDay(2026, 10, 5, "Australia/Sydney").toISOString()).toBe(
      "2026-10-04T13:00:00.000Z",
    );
    expect(startOfZonedDay(2026, 4, 5, "Australia/Sydney").toISOString()).toBe(
      "2026-04-04T13:00:00.000Z",
    );
    expect(startOfZonedDay(2026, 4, 6, "Australia/Sydney").toISOString()).toBe(
      "2026-04-05T14:00:00.000Z",
    );
  });
});

describe("australianFinancialYear", () => {
  it.each([
    ["2026-06-30T13:59:59Z", "Australia/Sydney", 2025], // 23:59:59 on 30 June in Sydney
    ["2026-06-30T14:00:00Z", "Australia/Sydney", 2026], // midnight starting 1 July
    ["2026-06-30T23:30:00Z", "UTC", 2025],
    ["2026-06-30T23:30:00Z", "Australia/Perth", 2026],
    ["2026-01-15T00:00:00Z", "Australia/Sydney", 2025],
    ["2026-12-31T00:00:00Z", "Australia/Sydney", 2026],
    ["2026-07-01T00:00:00Z", "Australia/Sydney", 2026],
  ])("%s in %s starts in %i", (iso, zone, startYear) => {
    expect(australianFinancialYear(new Date(iso), zone).startYear).toBe(startYear);
  });

  it("describes the whole year", () => {
    expect(australianFinancialYear(new Date("2026-03-05T00:00:00Z"))).toEqual({
      startYear: 2025,
      endYear: 2026,
      label: "2025-26",
      firstDay: "2025-07-01",
      lastDay: "2026-06-30",
      start: new Date("2025-06-30T14:00:00Z"),
      end: new Date("2026-06-30T14:00:00Z"),
    });
  });

  it("labels a century turn with two digits", () => {
    expect(australianFinancialYearStarting(2099, "UTC").label).toBe("2099-00");
    expect(australianFinancialYearStarting(2008, "UTC").label).toBe("2008-09");
  });

  it("uses the given zone for its boundaries", () => {
    const perth = australianFinancialYearStarting(2026, "Australia/Perth");
    expect(perth.start.toISOString()).toBe("2026-06-30T16:00:00.000Z");
    expect(perth.end.toISOString()).toBe("2027-06-30T16:00:00.000Z");
  });

  it("throws Invalid timezone for an unknown zone", () => {
    expect(() => australianFinancialYear(new Date(), "Nowhere")).toThrow("Invalid timezone");
  });
});

describe("todayIn", () => {
  it("is the product's calendar date near midnight UTC, not UTC's", () => {
    const at = new Date("2026-06-30T14:30:00Z");
    expect(todayIn("UTC", at)).toBe("2026-06-30");
    expect(todayIn("Australia/Brisbane", at)).toBe("2026-07-01");
    expect(todayIn("Pacific/Auckland", at)).toBe("2026-07-01");
    expect(todayIn("Australia/Perth", at)).toBe("2026-06-30");
    const morning = new Date("2026-12-31T11:30:00Z");
    expect(todayIn("Pacific/Auckland", morning)).toBe("2027-01-01");
    expect(todayIn("Australia/Brisbane", morning)).toBe("2026-12-31");
  });
  it("startOfZonedDate is local midnight of a date", () => {
    expect(startOfZonedDate("2026-07-01", "Australia/Brisbane")).toEqual(
      new Date("2026-06-30T14:00:00Z"),
    );
    expect(startOfZonedDate("2027-01-01", "Pacific/Auckland")).toEqual(
      new Date("2026-12-31T11:00:00Z"),
    );
  });
});
