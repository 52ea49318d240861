import type { TRiskListItem } from "@platform/domain/risks/views";
import { useRef } from "react";
import {
  useRiskBrokeragesQuery,
  useRiskPackageChoicesQuery,
  useUnderwritingStatusesQuery,
} from "./api.ts";
import type { FilterOptions } from "./components/RiskFiltersPanel.tsx";
import type { useRiskSide } from "./useRiskSide.ts";

type Ref = { id: number; name: string };
const byName = (map: Map<number, string>): Ref[] =>
  [...map].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));

/**
 * Choices of the filters: products of the packages on offer, the underwriter's brokerages, the
 * underwriting statuses, and the underwriters met in the list (the user first).
 */
export function useFilterOptions(side: ReturnType<typeof useRiskSide>, rows: TRiskListItem[]) {
  const companyId = side.companyId ?? 0;
  const skip = side.companyId === null;
  const packages = useRiskPackageChoicesQuery(
    { companyId, asBroker: side.asBroker },
    { skip: skip || !(side.asBroker || side.asUnderwriter) },
  );
  const brokerages = useRiskBrokeragesQuery(companyId, { skip: skip || !side.asUnderwriter });
  const statuses = useUnderwritingStatusesQuery(companyId, { skip: skip || !side.asUnderwriter });
  // Underwriters and brokerages seen so far stay on offer while the filters narrow the list.
  const seen = useRef({
    underwriters: new Map<number, string>(),
    brokerages: new Map<number, string>(),
  });
  if (side.user) seen.current.underwriters.set(side.user.id, side.user.name);
  for (const row of rows) {
    if (row.assignedUnderwriter)
      seen.current.underwriters.set(row.assignedUnderwriter.id, row.assignedUnderwriter.name);
    seen.current.brokerages.set(row.brokerCompany.id, row.brokerCompany.name);
  }
  for (const brokerage of brokerages.data ?? [])
    seen.current.brokerages.set(brokerage.id, brokerage.name);
  const products = new Map<number, string>();
  for (const choice of packages.data ?? [])
    products.set(choice.mainProductId, choice.mainProductName);
  const underwritingStatusRefs = statuses.data ?? [];
  return {
    products: byName(products),
    brokerages: byName(seen.current.brokerages),
    underwriters: byName(seen.current.underwriters),
    underwritingStatuses: underwritingStatusRefs,
    underwritingStatusRefs,
  } satisfies FilterOptions & { underwritingStatusRefs: unknown };
}
