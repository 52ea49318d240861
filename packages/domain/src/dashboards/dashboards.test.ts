import { describe, expect, it } from "vitest";
import { CompanyType, companyTypeIds } from "../enums.ts";
import { todayIn } from "../format.ts";
import { changeAgainst, combineAverage, combineSum } from "./aggregate.ts";
import { defaultDashboard } from "./defaults.ts";
import {
  addMonths,
  bucketStart,
  bucketsOf,
  customRangeProblem,
  MAX_BUCKETS,
  type PeriodKind,
  periodRange,
  previousRange,
} from "./periods.ts";
import { nearestSize, sizeOf, widgetSizes, ZDashboardInput, ZWidgetInput } from "./widgets.ts";

describe("periodRange (SPEC §9 time periods)", () => {
  it.each<[PeriodKind, string, string, string]>([
    ["today", "2026-11-29", "2026-11-29", "2026-11-29"],
    // 29 Nov 2026 is a Sunday: the week is Monday 23 to Sunday 29.
    ["thisWeek", "2026-11-29", "2026-11-23", "2026-11-29"],
    ["thisWeek", "2026-11-30", "2026-11-30", "2026-12-06"],
    ["thisMonth", "2028-02-10", "2028-02-01", "2028-02-29"],
    ["thisQuarter", "2026-11-29", "2026-10-01", "2026-12-31"],
    ["thisQuarter", "2026-07-01", "2026-07-01", "2026-09-30"],
    ["thisYear", "2026-11-29", "2026-01-01", "2026-12-31"],
    // The Australian financial year: 1 July to 30 June, on either side of the boundary.
    ["thisFinancialYear", "2026-06-30", "2025-07-01", "2026-06-30"],
    ["thisFinancialYear", "2026-07-01", "2026-07-01", "2027-06-30"],
    ["thisFinancialYear", "2027-01-15", "2026-07-01", "2027-06-30"],
    // Rolling periods: the months ending today.
    ["pastMonth", "2026-11-29", "2026-10-30", "2026-11-29"],
    ["pastMonth", "2026-03-31", "2026-03-01", "2026-03-31"],
    ["past3Months", "2026-05-31", "2026-03-01", "2026-05-31"],
    ["past6Months", "2026-11-29", "2026-05-30", "2026-11-29"],
    ["pastYear", "2028-02-29", "2027-03-01", "2028-02-29"],
    ["past2Years", "2026-11-29", "2024-11-30", "2026-11-29"],
  ])("%s on %s is %s to %s", (kind, today, from, to) => {
    expect(periodRange(kind, today)).toEqual({ from, to });
  });

  it("takes a custom range as given, and refuses one that is not a range", () => {
    expect(periodRange("custom", "2026-11-29", { from: "2026-01-05", to: "2026-02-01" })).toEqual({
      from: "2026-01-05",
      to: "2026-02-01",
    });
    expect(() =>
      periodRange("custom", "2026-11-29", { from: "2026-03-01", to: "2026-02-01" }),
    ).toThrow("The end date must be on or after the start date.");
    expect(customRangeProblem({ from: "2026-02-30", to: "2026-03-01" })).toBe(
      "Choose a start and an end date.",
    );
    expect(customRangeProblem({ from: "2010-01-01", to: "2026-01-01" })).toBe(
      "Choose a period of ten years or less.",
    );
  });

  it("is the company's today: 30 June 14:30 UTC is the new financial year in Sydney and Lord Howe, not yet in Perth", () => {
    const instant = new Date("2026-06-30T14:30:00Z");
    const fy = (zone: string) => periodRange("thisFinancialYear", todayIn(zone, instant));
    // Sydney AEST +10:00 → 1 July 00:30; Lord Howe +10:30 → 1 July 01:00; Perth +8:00 → 30 June 22:30.
    expect(fy("Australia/Sydney")).toEqual({ from: "2026-07-01", to: "2027-06-30" });
    expect(fy("Australia/Lord_Howe")).toEqual({ from: "2026-07-01", to: "2027-06-30" });
    expect(fy("Australia/Perth")).toEqual({ from: "2025-07-01", to: "2026-06-30" });
  });
});

describe("previousRange (a number widget's change)", () => {
  it("is the previous calendar unit for calendar periods", () => {
    const fy = periodRange("thisFinancialYear", "2026-11-29");
    expect(previousRange("thisFinancialYear", fy)).toEqual({
      from: "2025-07-01",
      to: "2026-06-30",
    });
    const quarter = periodRange("thisQuarter", "2026-11-29");
    expect(previousRange("thisQuarter", quarter)).toEqual({ from: "2026-07-01", to: "2026-09-30" });
    const month = periodRange("thisMonth", "2026-03-15");
    expect(previousRange("thisMonth", month)).toEqual({ from: "2026-02-01", to: "2026-02-28" });
  });

  it("is the same span just before for rolling and custom periods", () => {
    const past3 = periodRange("past3Months", "2026-11-29");
    expect(previousRange("past3Months", past3)).toEqual({ from: "2026-05-30", to: "2026-08-29" });
    const custom = { from: "2026-01-11", to: "2026-01-20" };
    expect(previousRange("custom", custom)).toEqual({ from: "2026-01-01", to: "2026-01-10" });
  });
});

describe("buckets (SPEC §9 intervals)", () => {
  it("starts weeks on Monday, quarters in January, April, July and October", () => {
    expect(bucketStart("2026-11-29", "week")).toBe("2026-11-23");
    expect(bucketStart("2026-11-23", "week")).toBe("2026-11-23");
    expect(bucketStart("1970-01-01", "week")).toBe("1969-12-29");
    expect(bucketStart("2026-06-30", "quarter")).toBe("2026-04-01");
    expect(bucketStart("2026-07-01", "quarter")).toBe("2026-07-01");
    expect(bucketStart("2026-11-29", "year")).toBe("2026-01-01");
  });

  it("lists every bucket, empty ones too", () => {
    expect(bucketsOf({ from: "2026-05-15", to: "2026-08-02" }, "month")).toEqual([
      "2026-05-01",
      "2026-06-01",
      "2026-07-01",
      "2026-08-01",
    ]);
    expect(bucketsOf(periodRange("thisFinancialYear", "2026-11-29"), "quarter")).toEqual([
      "2026-07-01",
      "2026-10-01",
      "2027-01-01",
      "2027-04-01",
    ]);
    expect(bucketsOf({ from: "2028-02-27", to: "2028-03-01" }, "day")).toHaveLength(4);
    expect(bucketsOf({ from: "2026-01-01", to: "2026-12-31" }, "none")).toEqual(["2026-01-01"]);
    expect(bucketsOf(periodRange("past2Years", "2026-11-29"), "day").length).toBeLessThanOrEqual(
      MAX_BUCKETS,
    );
  });

  it("adds months to the last day of a shorter month", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-03-31", -1)).toBe("2028-02-29");
    expect(addMonths("2026-11-29", -24)).toBe("2024-11-29");
  });
});

describe("combining parts", () => {
  it("averages as Σsum ÷ Σcount, never an average of averages", () => {
    // Two months: 2 policies for $3,000 and 200 policies for $200,000.
    const parts = [
      { sum: "3000.00", count: "2" },
      { sum: "200000.00", count: "200" },
    ];
    expect(combineAverage(parts, 2)).toBe("1004.95");
    // The mean of the months' averages (1,500 and 1,000) would be 1,250.
    expect(combineSum(parts)).toBe("203000.00");
    expect(combineAverage([{ sum: "0", count: "0" }])).toBeNull();
  });

  it("states a change against the previous period as a fraction", () => {
    expect(changeAgainst("1200.00", "1000.00")).toBe("0.2000");
    expect(changeAgainst("800.00", "1000.00")).toBe("-0.2000");
    expect(changeAgainst("5.00", "0.00")).toBeNull();
  });
});

describe("widgets (SPEC §3, §9)", () => {
  const widget = (overrides: Record<string, unknown>) =>
    ZWidgetInput.safeParse({
      title: "Premium by month",
      measure: "writtenPremium",
      chartType: "bar",
      period: { kind: "thisFinancialYear" },
      interval: "month",
      position: { x: 0, y: 0 },
      ...overrides,
    });
  const problems = (overrides: Record<string, unknown>) => {
    const parsed = widget(overrides);
    return parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it("takes a sound widget with its defaults", () => {
    const parsed = widget({});
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ aggregation: "sum", groupBy: "none", size: "4x3" });
  });

  it("refuses what does not fit together, beside the field", () => {
    expect(problems({ measure: "lossRatio" })).toEqual({
      aggregation: "Loss ratio is an average: choose Average.",
    });
    expect(problems({ measure: "boundCount", aggregation: "average" })).toEqual({
      aggregation: "Policies bound can only be summed.",
    });
    expect(problems({ chartType: "donut", groupBy: "state" })).toEqual({
      interval: "A number or a donut shows one figure per group: choose no interval.",
    });
    expect(problems({ chartType: "donut", interval: "none" })).toEqual({
      groupBy: "Choose what to group by.",
    });
    expect(problems({ chartType: "line", interval: "none" })).toEqual({
      interval: "A line chart needs an interval.",
    });
    expect(problems({ measure: "claimsCount", groupBy: "underwritingStatus" })).toEqual({
      groupBy: "Claims notified cannot be grouped that way.",
    });
    expect(
      problems({
        period: { kind: "custom", from: "2020-01-01", to: "2026-01-01" },
        interval: "day",
      }),
    ).toEqual({ interval: "Too many points for this period: choose a longer interval." });
  });

  it("sizes on the 8-column grid, snapping a resize to the nearest SPEC size", () => {
    expect(widgetSizes.every((size) => sizeOf(size).w <= 8)).toBe(true);
    expect(sizeOf("7x5")).toEqual({ w: 7, h: 5 });
    expect(nearestSize(4, 3)).toBe("4x3");
    expect(nearestSize(8, 8)).toBe("8x7");
    expect(nearestSize(1, 1)).toBe("2x2");
    expect(nearestSize(5, 2)).toBe("5x3");
  });
});

describe("default dashboards", () => {
  it.each(companyTypeIds)(
    "company type %i starts with a valid layout, no widget over another",
    (type) => {
      const dashboard = defaultDashboard(type);
      expect(ZDashboardInput.safeParse(dashboard).success).toBe(true);
      const cells = new Set<string>();
      for (const widget of dashboard.widgets) {
        const { w, h } = sizeOf(widget.size);
        expect(widget.position.x + w).toBeLessThanOrEqual(8);
        for (let x = widget.position.x; x < widget.position.x + w; x++) {
          for (let y = widget.position.y; y < widget.position.y + h; y++) {
            expect(cells.has(`${x},${y}`), `${widget.title} overlaps at ${x},${y}`).toBe(false);
            cells.add(`${x},${y}`);
          }
        }
      }
      expect(dashboard.widgets.length > 0).toBe(type !== CompanyType.Client);
    },
  );
});
