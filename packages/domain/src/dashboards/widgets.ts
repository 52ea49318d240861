/**
 * The widget gallery (SPEC §3 widgets: chart type, aggregation, filters, time period; §9 sizes,
 * spans, periods, intervals, premium types, date kinds): what a widget can show and how, and the
 * combinations that make sense. The server computes each measure in SQL; this module says what
 * each one is.
 */
import { z } from "zod";
import { australianStates } from "../enums.ts";
import { messages } from "../messages.ts";
import { zId } from "../schemas/primitives.ts";
import { customRangeProblem, intervalProblem, intervals, periodKinds } from "./periods.ts";

export const chartTypes = ["number", "line", "bar", "stackedBar", "donut", "table"] as const;
export type ChartType = (typeof chartTypes)[number];

export const aggregations = ["sum", "average"] as const;
export const premiumTypes = ["base", "gross"] as const;
export const dateKinds = [
  "transactionEffectiveDate",
  "bindDate",
  "riskCommencementDate",
  "riskBindDate",
] as const;
export const groupings = [
  "none",
  "product",
  "class",
  "state",
  "brokerage",
  "underwriter",
  "transactionType",
  "underwritingStatus",
] as const;
export type Grouping = (typeof groupings)[number];

/** How a measure's value reads: money in dollars, a count, a ratio (0 to 1), hours. */
export type MeasureUnit = "money" | "count" | "ratio" | "hours";

interface Measure {
  title: string;
  description: string;
  unit: MeasureUnit;
  /**
   * A ratio or an average is Σnumerator ÷ Σdenominator over the whole bucket, never an average
   * of averages; a sum adds. `average` is offered only where an average of the items means
   * something (premium per policy, hours per referral).
   */
  aggregations: readonly (typeof aggregations)[number][];
  /** Uses the widget's premium type (base or gross). */
  premium?: boolean;
  /** Groupings that apply (claims have no underwriting status, for instance). */
  groupings: readonly Grouping[];
}

const policyGroupings = groupings;
const claimGroupings = ["none", "product", "class", "state", "brokerage"] as const;

export const measures = {
  writtenPremium: {
    title: "Gross written premium",
    description: "Premium of bound transactions, net of returns (base or gross).",
    unit: "money",
    aggregations: ["sum", "average"],
    premium: true,
    groupings: policyGroupings,
  },
  boundCount: {
    title: "Policies bound",
    description: "Bound transactions (new business, renewals, adjustments, cancellations).",
    unit: "count",
    aggregations: ["sum"],
    groupings: policyGroupings,
  },
  quoteCount: {
    title: "Quotes",
    description: "Risks quoted.",
    unit: "count",
    aggregations: ["sum"],
    groupings: policyGroupings,
  },
  quoteToBindRatio: {
    title: "Quote-to-bind ratio",
    description: "Risks bound out of risks quoted.",
    unit: "ratio",
    aggregations: ["average"],
    groupings: policyGroupings,
  },
  notTakenUpRate: {
    title: "Not taken up rate",
    description: "Quotes that expired or were not taken up, out of quotes that closed.",
    unit: "ratio",
    aggregations: ["average"],
    groupings: policyGroupings,
  },
  referralTurnaround: {
    title: "Referral turnaround",
    description: "Hours from a referral to the underwriter's decision.",
    unit: "hours",
    aggregations: ["average"],
    groupings: policyGroupings,
  },
  renewalRetention: {
    title: "Renewal retention",
    description: "Policies renewed out of policies that came up for renewal.",
    unit: "ratio",
    aggregations: ["average"],
    groupings: ["none", "product", "class", "state", "brokerage", "underwriter"],
  },
  claimsCount: {
    title: "Claims notified",
    description: "Claims and incidents notified.",
    unit: "count",
    aggregations: ["sum"],
    groupings: claimGroupings,
  },
  claimsIncurred: {
    title: "Claims incurred",
    description: "Paid plus outstanding reserves.",
    unit: "money",
    aggregations: ["sum", "average"],
    groupings: claimGroupings,
  },
  lossRatio: {
    title: "Loss ratio",
    description: "Claims incurred out of earned premium.",
    unit: "ratio",
    aggregations: ["average"],
    groupings: ["none", "product", "class", "state", "brokerage"],
  },
} as const satisfies Record<string, Measure>;
export type MeasureName = keyof typeof measures;
export const measureNames = Object.keys(measures) as MeasureName[];

/** SPEC §9 widget sizes, columns × rows on the dashboard's 8-column grid. */
export const widgetSizes = [
  "2x2",
  "3x2",
  "4x2",
  "3x3",
  "4x3",
  "5x3",
  "6x3",
  "7x4",
  "7x5",
  "8x6",
  "8x7",
] as const;
export type WidgetSize = (typeof widgetSizes)[number];
export const GRID_COLUMNS = 8;

export function sizeOf(size: WidgetSize): { w: number; h: number } {
  const [w, h] = size.split("x").map(Number);
  return { w: w ?? 2, h: h ?? 2 };
}

/** SPEC §9 grid spans: a quarter to the full width of the grid (columns). */
export const gridSpans = { quarter: 2, half: 4, threeQuarter: 6, full: 8 } as const;

/** The size closest to a resized width and height (the grid snaps to the sizes of SPEC §9). */
export function nearestSize(w: number, h: number): WidgetSize {
  let best: WidgetSize = widgetSizes[0];
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const size of widgetSizes) {
    const s = sizeOf(size);
    const distance = Math.abs(s.w - w) * 2 + Math.abs(s.h - h);
    if (distance < bestDistance) {
      best = size;
      bestDistance = distance;
    }
  }
  return best;
}

export const WIDGETS_MAX = 24;
const FILTER_MAX = 20;

const ZIds = z.array(zId).max(FILTER_MAX, messages.maxSelected(FILTER_MAX)).default([]);

export const ZWidgetFilters = z.strictObject({
  productIds: ZIds,
  classIds: ZIds,
  states: z.array(z.enum(australianStates)).max(8).default([]),
  brokerCompanyIds: ZIds,
  underwriterUserIds: ZIds,
  transactionTypes: z
    .array(z.enum(["NB", "ADJ", "CAN", "REN"]))
    .max(4)
    .default([]),
  underwritingStatusIds: ZIds,
});

export const ZWidgetPeriod = z.strictObject({
  kind: z.enum(periodKinds),
  from: z.string().optional(),
  to: z.string().optional(),
});

const ZWidgetBase = z.strictObject({
  title: z.string().trim().min(1, messages.required).max(80, messages.maxLength(80)),
  measure: z.enum(measureNames),
  chartType: z.enum(chartTypes),
  aggregation: z.enum(aggregations).default("sum"),
  groupBy: z.enum(groupings).default("none"),
  filters: ZWidgetFilters.default({
    productIds: [],
    classIds: [],
    states: [],
    brokerCompanyIds: [],
    underwriterUserIds: [],
    transactionTypes: [],
    underwritingStatusIds: [],
  }),
  period: ZWidgetPeriod,
  interval: z.enum(intervals).default("none"),
  premiumType: z.enum(premiumTypes).default("gross"),
  dateKind: z.enum(dateKinds).default("transactionEffectiveDate"),
  size: z.enum(widgetSizes).default("4x3"),
  position: z.strictObject({
    x: z.number().int().min(0).max(7),
    y: z.number().int().min(0).max(500),
  }),
});

/** A widget as saved: its settings checked together (`widgetProblems`), each beside its field. */
export const ZWidgetInput = ZWidgetBase.superRefine((widget, context) => {
  for (const [path, message] of Object.entries(widgetProblems(widget))) {
    context.addIssue({ code: "custom", path: [path], message });
  }
});
export type TWidgetInput = z.output<typeof ZWidgetInput>;

export const ZDashboardInput = z.strictObject({
  name: z.string().trim().min(1, messages.nameRequired).max(80, messages.maxLength(80)),
  widgets: z
    .array(ZWidgetInput.and(z.object({ id: z.string().uuid().optional() })))
    .max(WIDGETS_MAX, messages.maxSelected(WIDGETS_MAX)),
});

export type TDashboardInput = z.output<typeof ZDashboardInput>;

export const ZWidgetView = ZWidgetBase.extend({ id: z.string() });
export type TWidgetView = z.output<typeof ZWidgetView>;

export const ZDashboardView = z.object({
  id: z.number().int(),
  name: z.string(),
  widgets: z.array(ZWidgetView),
  updatedAt: z.number().int(),
});
export type TDashboardView = z.output<typeof ZDashboardView>;

type WidgetSettings = z.output<typeof ZWidgetBase>;

/**
 * What does not fit together, by field: a donut of a series over time, a ratio summed, a
 * grouping the measure has not got, too many points. (The longest named period, two years,
 * is 731 daily points, within MAX_BUCKETS: only a custom period can have too many.)
 */
export function widgetProblems(widget: WidgetSettings): Record<string, string> {
  const problems: Record<string, string> = {};
  const measure: Measure = measures[widget.measure];
  if (!measure.aggregations.includes(widget.aggregation)) {
    problems.aggregation =
      measure.unit === "ratio" || measure.unit === "hours"
        ? `${measure.title} is an average: choose Average.`
        : `${measure.title} can only be summed.`;
  }
  if (!measure.groupings.includes(widget.groupBy)) {
    problems.groupBy = `${measure.title} cannot be grouped that way.`;
  }
  const overTime = widget.interval !== "none";
  if ((widget.chartType === "number" || widget.chartType === "donut") && overTime) {
    problems.interval = "A number or a donut shows one figure per group: choose no interval.";
  }
  if (widget.chartType === "line" && !overTime) {
    problems.interval = "A line chart needs an interval.";
  }
  if (
    (widget.chartType === "donut" || widget.chartType === "stackedBar") &&
    widget.groupBy === "none"
  ) {
    problems.groupBy = "Choose what to group by.";
  }
  if (widget.chartType === "stackedBar" && !overTime) {
    problems.interval = "A stacked bar chart needs an interval.";
  }
  if (widget.period.kind === "custom") {
    const { from = "", to = "" } = widget.period;
    const problem = customRangeProblem({ from, to });
    if (problem) problems.period = problem;
    else if (!problems.interval && overTime) {
      const tooMany = intervalProblem({ from, to }, widget.interval);
      if (tooMany) problems.interval = tooMany;
    }
  }
  return problems;
}
