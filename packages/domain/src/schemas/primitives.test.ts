import { describe, expect, it } from "vitest";
import { messages } from "../messages.ts";
import { isCalendarDate, MAX_ID, zId, zIdList, zIdOf, zIdText, zIsoDate } from "./primitives.ts";
import { ZIsoDate } from "./product.ts";

const errorOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("ids", () => {
  it("take 1 to 2^31 - 1, the range of an int4 column", () => {
    expect(MAX_ID).toBe(2 ** 31 - 1);
    expect(zId.parse(1)).toBe(1);
    expect(zId.parse(MAX_ID)).toBe(MAX_ID);
    for (const bad of [0, -1, 1.5, 2 ** 31, 2 ** 53 - 1])
      expect(zId.safeParse(bad).success).toBe(false);
    expect(errorOf(zId.safeParse(2 ** 31))).toBe(messages.max(MAX_ID));
  });
  it("in path or query text are coerced and capped alike", () => {
    expect(zIdText.parse("42")).toBe(42);
    for (const bad of ["2147483648", "9007199254740991", "0", "1e3x", "abc"]) {
      expect(zIdText.safeParse(bad).success).toBe(false);
    }
  });
  it("with a field's own wording keep it for a too-big id", () => {
    expect(errorOf(zIdOf("Choose a company").safeParse(2 ** 31))).toBe("Choose a company");
    expect(errorOf(zIdOf("Choose a company").safeParse(undefined))).toBe("Choose a company");
  });
  it("in a comma-separated list are all ids, or the list is refused", () => {
    expect(zIdList.parse("2, 3,,")).toEqual([2, 3]);
    expect(zIdList.parse(["2", "3"])).toEqual([2, 3]);
    expect(zIdList.parse(undefined)).toEqual([]);
    for (const bad of ["2147483648", "2,x", "-1", "1.5"]) {
      expect(errorOf(zIdList.safeParse(bad))).toBe(messages.invalidIdList);
    }
  });
});

describe("ISO dates", () => {
  it("accept days of the calendar, leap days in leap years only", () => {
    for (const good of ["2024-02-29", "2026-12-31", "2000-02-29", "2026-01-01"]) {
      expect(isCalendarDate(good)).toBe(true);
      expect(zIsoDate.parse(good)).toBe(good);
    }
  });
  it("refuse impossible dates with the field's message, not a database error later", () => {
    for (const bad of [
      "2024-02-30",
      "2023-02-29",
      "1900-02-29",
      "2026-13-01",
      "2026-00-10",
      "2026-04-31",
    ]) {
      expect(isCalendarDate(bad)).toBe(false);
      expect(errorOf(zIsoDate.safeParse(bad))).toBe(messages.invalidDate);
    }
    expect(errorOf(zIsoDate.safeParse("29/02/2024"))).toBe(messages.dateFormat);
  });
  it("is the date every older schema imports as ZIsoDate", () => {
    expect(ZIsoDate).toBe(zIsoDate);
  });
});
