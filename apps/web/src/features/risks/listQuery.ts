/**
 * The risks list's filters as the screen holds them, and the query string the list endpoint
 * reads (`ZRiskListQuery`): ids as comma-separated lists, empty filters left out.
 */
import type { riskSorts } from "@platform/domain/risks/schemas";
import { MAX_ID } from "@platform/domain/schemas/primitives";

export type RiskSort = (typeof riskSorts)[number];

export interface RiskFilters {
  search: string;
  status: number[];
  type: number[];
  classId: number[];
  productId: number[];
  brokerCompanyId: number[];
  assignedUnderwriterId: number[];
  underwritingStatusId: number[];
  inceptionFrom: string | null;
  inceptionTo: string | null;
  sort: RiskSort;
}

export const emptyFilters: RiskFilters = {
  search: "",
  status: [],
  type: [],
  classId: [],
  productId: [],
  brokerCompanyId: [],
  assignedUnderwriterId: [],
  underwritingStatusId: [],
  inceptionFrom: null,
  inceptionTo: null,
  sort: "-updated",
};

export type RiskListParams = Record<string, string | number>;

const idKeys = [
  "status",
  "type",
  "classId",
  "productId",
  "brokerCompanyId",
  "assignedUnderwriterId",
  "underwritingStatusId",
] as const;

/** Filters, page and page size → the list endpoint's query. */
export function toListParams(filters: RiskFilters, page: number, perPage: number): RiskListParams {
  const params: RiskListParams = { page, perPage, sort: filters.sort };
  const search = filters.search.trim();
  if (search) params.search = search;
  for (const key of idKeys) {
    const ids = [...new Set(filters[key])].filter(
      (id) => Number.isInteger(id) && id > 0 && id <= MAX_ID,
    );
    if (ids.length > 0) params[key] = ids.sort((a, b) => a - b).join(",");
  }
  let { inceptionFrom: from, inceptionTo: to } = filters;
  // A range given backwards is read the right way round.
  if (from && to && from > to) [from, to] = [to, from];
  if (from) params.inceptionFrom = from;
  if (to) params.inceptionTo = to;
  return params;
}

/** How many filters (besides search and sort) are set: the badge on the filters button. */
export function activeFilterCount(filters: RiskFilters): number {
  return (
    idKeys.filter((key) => filters[key].length > 0).length +
    (filters.inceptionFrom ? 1 : 0) +
    (filters.inceptionTo ? 1 : 0)
  );
}
