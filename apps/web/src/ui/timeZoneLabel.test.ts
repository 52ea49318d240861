import { describe, expect, it } from "vitest";
import { timeZoneOptions } from "./timeZoneLabel.ts";

const timeZoneLabel = (zone: string, at: Date) => timeZoneOptions([zone], at)[0]?.label;

describe("timeZoneLabel (SPEC §9: GMT with offset)", () => {
  it("shows the offset of the given day, with daylight saving", () => {
    const winter = new Date("2026-07-01T00:00:00Z");
    const summer = new Date("2026-01-15T00:00:00Z");
    expect(timeZoneLabel("Australia/Sydney", winter)).toBe("(GMT+10:00) Australia/Sydney");
    expect(timeZoneLabel("Australia/Sydney", summer)).toBe("(GMT+11:00) Australia/Sydney");
    expect(timeZoneLabel("Australia/Brisbane", summer)).toBe("(GMT+10:00) Australia/Brisbane");
  });

  it("writes half-hour and quarter-hour offsets, zero and names with underscores", () => {
    const day = new Date("2026-07-01T00:00:00Z");
    expect(timeZoneLabel("Australia/Adelaide", day)).toBe("(GMT+09:30) Australia/Adelaide");
    expect(timeZoneLabel("Australia/Eucla", day)).toBe("(GMT+08:45) Australia/Eucla");
    expect(timeZoneLabel("Australia/Broken_Hill", day)).toBe("(GMT+09:30) Australia/Broken Hill");
    expect(timeZoneLabel("UTC", day)).toBe("(GMT+00:00) UTC");
    expect(timeZoneLabel("Pacific/Auckland", day)).toBe("(GMT+12:00) Pacific/Auckland");
  });

  it("keeps the zone as the option's value", () => {
    expect(timeZoneOptions(["Australia/Perth"], new Date("2026-07-01T00:00:00Z"))).toEqual([
      { value: "Australia/Perth", label: "(GMT+08:00) Australia/Perth" },
    ]);
  });
});
