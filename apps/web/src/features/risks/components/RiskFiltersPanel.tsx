import "../../../i18n/strings/risks.ts";
import { Button, Group, MultiSelect, Paper, SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../ui/DateField.tsx";
import { insuranceClassIds, transactionStatusIds, transactionTypeIds } from "../format.ts";
import { emptyFilters, type RiskFilters } from "../listQuery.ts";

export interface FilterOptions {
  products: { id: number; name: string }[];
  brokerages: { id: number; name: string }[];
  underwriters: { id: number; name: string }[];
  underwritingStatuses: { id: number; name: string }[];
}

const asData = (rows: { id: number; name: string }[]) =>
  rows.map((row) => ({ value: String(row.id), label: row.name }));
const toIds = (values: string[]) => values.map(Number);
const toValues = (ids: number[]) => ids.map(String);

/** The risks list's filters (SPEC §2): transaction status and type, class, product, brokerage,
 * assigned underwriter, underwriting status and the inception dates. */
export function RiskFiltersPanel({
  filters,
  onChange,
  options,
  showBrokerage,
  showUnderwriting,
}: {
  filters: RiskFilters;
  onChange: (next: RiskFilters) => void;
  options: FilterOptions;
  showBrokerage: boolean;
  showUnderwriting: boolean;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<RiskFilters>) => onChange({ ...filters, ...patch });
  const ids = (key: keyof RiskFilters) => ({
    value: toValues(filters[key] as number[]),
    onChange: (values: string[]) => set({ [key]: toIds(values) }),
    clearable: true,
    searchable: true,
    comboboxProps: { withinPortal: true },
  });
  return (
    <Paper withBorder radius="md" p="md" mb="md" data-testid="risk-filters">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <MultiSelect
          label={t("risks.list.filter.status")}
          data={transactionStatusIds.map((id) => ({
            value: String(id),
            label: t(`risks.status.${id}`),
          }))}
          {...ids("status")}
        />
        <MultiSelect
          label={t("risks.list.filter.type")}
          data={transactionTypeIds.map((id) => ({
            value: String(id),
            label: t(`risks.type.${id}`),
          }))}
          {...ids("type")}
        />
        <MultiSelect
          label={t("risks.list.filter.class")}
          data={insuranceClassIds.map((id) => ({
            value: String(id),
            label: t(`risks.class.${id}`),
          }))}
          {...ids("classId")}
        />
        <MultiSelect
          label={t("risks.list.filter.product")}
          data={asData(options.products)}
          {...ids("productId")}
        />
        {showBrokerage && (
          <MultiSelect
            label={t("risks.list.filter.brokerage")}
            data={asData(options.brokerages)}
            {...ids("brokerCompanyId")}
          />
        )}
        {showUnderwriting && (
          <MultiSelect
            label={t("risks.list.filter.assigned")}
            data={asData(options.underwriters)}
            {...ids("assignedUnderwriterId")}
          />
        )}
        {showUnderwriting && (
          <MultiSelect
            label={t("risks.list.filter.underwritingStatus")}
            data={asData(options.underwritingStatuses)}
            {...ids("underwritingStatusId")}
          />
        )}
        <DateField
          label={t("risks.list.filter.inceptionFrom")}
          value={filters.inceptionFrom ?? ""}
          onChange={(next) => set({ inceptionFrom: next || null })}
        />
        <DateField
          label={t("risks.list.filter.inceptionTo")}
          value={filters.inceptionTo ?? ""}
          minDate={filters.inceptionFrom}
          onChange={(next) => set({ inceptionTo: next || null })}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button
          variant="subtle"
          size="xs"
          onClick={() => onChange({ ...emptyFilters, search: filters.search, sort: filters.sort })}
        >
          {t("risks.list.clearFilters")}
        </Button>
      </Group>
    </Paper>
  );
}
