/**
 * The dashboard each kind of company starts with on its first visit, so nobody starts empty
 * (brokers watch what they placed, agencies what they wrote and how fast, insurers premium and
 * claims under their agreements, law firms the claims they handle).
 */
import { CompanyType, type CompanyTypeId } from "../enums.ts";
import type { TDashboardInput, TWidgetInput } from "./widgets.ts";

/** A starter widget: what it shows and where; the rest are the gallery's defaults. */
type Widget = Pick<
  TWidgetInput,
  "title" | "measure" | "chartType" | "period" | "size" | "position"
> &
  Partial<TWidgetInput>;

const premiumThisYear: Widget = {
  title: "Gross written premium, this financial year",
  measure: "writtenPremium",
  chartType: "number",
  period: { kind: "thisFinancialYear" },
  size: "3x2",
  position: { x: 0, y: 0 },
};
const premiumByMonth: Widget = {
  title: "Premium by month",
  measure: "writtenPremium",
  chartType: "bar",
  period: { kind: "pastYear" },
  interval: "month",
  size: "5x3",
  position: { x: 3, y: 0 },
};
const boundThisYear: Widget = {
  title: "Policies bound, this financial year",
  measure: "boundCount",
  chartType: "number",
  period: { kind: "thisFinancialYear" },
  size: "3x2",
  position: { x: 0, y: 2 },
};
const byProduct: Widget = {
  title: "Premium by product",
  measure: "writtenPremium",
  chartType: "donut",
  groupBy: "product",
  period: { kind: "thisFinancialYear" },
  size: "4x3",
  position: { x: 0, y: 4 },
};
const quoteToBind: Widget = {
  title: "Quote-to-bind ratio, past 3 months",
  measure: "quoteToBindRatio",
  chartType: "number",
  aggregation: "average",
  period: { kind: "past3Months" },
  size: "4x3",
  position: { x: 4, y: 4 },
};
const claimsByMonth: Widget = {
  title: "Claims notified by month",
  measure: "claimsCount",
  chartType: "bar",
  period: { kind: "pastYear" },
  interval: "month",
  size: "4x3",
  position: { x: 4, y: 4 },
};
const lossRatio: Widget = {
  title: "Loss ratio, this financial year",
  measure: "lossRatio",
  chartType: "number",
  aggregation: "average",
  period: { kind: "thisFinancialYear" },
  size: "3x2",
  position: { x: 0, y: 2 },
};

const widgetsFor: Record<CompanyTypeId, Widget[]> = {
  [CompanyType.Broker]: [premiumThisYear, premiumByMonth, boundThisYear, byProduct, quoteToBind],
  [CompanyType.Underwriter]: [
    premiumThisYear,
    premiumByMonth,
    boundThisYear,
    byProduct,
    quoteToBind,
  ],
  [CompanyType.Insurer]: [premiumThisYear, premiumByMonth, lossRatio, byProduct, claimsByMonth],
  [CompanyType.Legal]: [{ ...claimsByMonth, position: { x: 0, y: 0 } }],
  [CompanyType.System]: [premiumThisYear, premiumByMonth, boundThisYear, byProduct],
  [CompanyType.Client]: [],
};

const blankFilters = {
  productIds: [],
  classIds: [],
  states: [],
  brokerCompanyIds: [],
  underwriterUserIds: [],
  transactionTypes: [],
  underwritingStatusIds: [],
};

/** The first dashboard of a user in a company of this type (none for a client company). */
export function defaultDashboard(companyType: CompanyTypeId): TDashboardInput {
  return {
    name: "Overview",
    widgets: widgetsFor[companyType].map((widget) => ({
      aggregation: "sum",
      groupBy: "none",
      interval: "none",
      premiumType: "gross",
      dateKind: "transactionEffectiveDate",
      filters: blankFilters,
      ...widget,
    })),
  };
}
