import "../../../i18n/strings/risks.ts";
import {
  Badge,
  Button,
  Container,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { riskSorts } from "@platform/domain/risks/schemas";
import type { TRiskListItem, TUnderwritingStatusRef } from "@platform/domain/risks/views";
import { IconFilter, IconPlus, IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { httpStatus } from "../../../api/apiErrors.ts";
import { EmptyPanel, QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { ErrorView } from "../../../ui/ErrorView.tsx";
import { ListPager } from "../../../ui/ListPager.tsx";
import { notifySuccess } from "../../../ui/notify.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useListRisksQuery, useSetUnderwritingStatusMutation } from "../api.ts";
import { RiskBoard } from "../components/RiskBoard.tsx";
import { RiskFiltersPanel } from "../components/RiskFiltersPanel.tsx";
import { RiskTable } from "../components/RiskTable.tsx";
import {
  activeFilterCount,
  emptyFilters,
  type RiskFilters,
  type RiskSort,
  toListParams,
} from "../listQuery.ts";
import { useFilterOptions } from "../useFilterOptions.ts";
import { useRiskSide } from "../useRiskSide.ts";

const PER_PAGE = 25;
const BOARD_PER_PAGE = 100;

/**
 * `/risks` (SPEC §2): list or column view, filters, sort, search, paging on the server. The
 * server says whether the board is offered (`can.board`: never to an insurer, whose list is the
 * policies bound under the agreements it carries, `scope: "carried"`) and which list this is.
 */
export function RisksPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("risks.list.title"));
  const side = useRiskSide();
  const [view, setView] = useState<"list" | "board">("list");
  const [filters, setFilters] = useState<RiskFilters>(emptyFilters);
  const [showFilters, setShowFilters] = useState(false);
  const [page, setPage] = useState(1);
  const [search] = useDebouncedValue(filters.search, 250);
  const [canBoard, setCanBoard] = useState(false);
  // Whoever may not use the board (or before the list first answers) sees the list.
  const board = view === "board" && canBoard;
  const params = toListParams(
    { ...filters, search },
    board ? 1 : page,
    board ? BOARD_PER_PAGE : PER_PAGE,
  );
  const query = useListRisksQuery(
    { companyId: side.companyId ?? 0, params },
    { skip: side.companyId === null },
  );
  const options = useFilterOptions(side, query.data?.data ?? []);
  const serverCanBoard = query.data?.can.board;
  useEffect(() => {
    if (serverCanBoard !== undefined) setCanBoard(serverCanBoard);
  }, [serverCanBoard]);
  const carried = query.data?.scope === "carried";
  const [move] = useSetUnderwritingStatusMutation();
  const change = (next: RiskFilters) => {
    setFilters(next);
    setPage(1);
  };
  const onMove = async (risk: TRiskListItem, status: TUnderwritingStatusRef | null) => {
    if (side.companyId === null) return;
    const result = await move({
      companyId: side.companyId,
      id: risk.id,
      underwritingStatusId: status?.id ?? null,
    });
    if (!result.error) {
      notifySuccess(
        t("risks.list.board.moved", {
          reference: risk.reference,
          status: status?.name ?? t("risks.list.board.noStatus"),
        }),
      );
    }
  };
  const rows = query.data?.data ?? [];
  const filtered = activeFilterCount(filters) > 0 || filters.search.trim() !== "";
  const newButton = query.data?.can.create && (
    <Button component={Link} to="/risks/new" leftSection={<IconPlus size={16} />}>
      {t("risks.list.new")}
    </Button>
  );
  // A user whose company has no risks to show (a law firm) sees the SPEC §8 view alone: no
  // search or filters for a list they cannot open.
  const status = httpStatus(query.error);
  if (status === 403 || status === 404) {
    return (
      <Container size="xl" py={{ base: "lg", sm: 40 }}>
        <ErrorView status={status} />
      </Container>
    );
  }
  return (
    <Container size="xl" py={{ base: "lg", sm: 40 }}>
      <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {t("risks.list.title")}
          </Title>
          {query.data && (
            <Text c="dimmed" data-testid="risks-description">
              {t(carried ? "risks.list.descriptionCarried" : "risks.list.description")}
            </Text>
          )}
        </Stack>
        {newButton}
      </Group>
      <Group mb="md" gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          aria-label={t("risks.list.search")}
          placeholder={t("risks.list.search")}
          leftSection={<IconSearch size={16} />}
          value={filters.search}
          onChange={(event) => change({ ...filters, search: event.currentTarget.value })}
          w={{ base: "100%", sm: 360 }}
          data-testid="risk-search"
        />
        <Select
          aria-label={t("risks.list.sort")}
          data={riskSorts.map((sort) => ({ value: sort, label: t(`risks.list.sorts.${sort}`) }))}
          value={filters.sort}
          onChange={(value) => value && change({ ...filters, sort: value as RiskSort })}
          allowDeselect={false}
          w={220}
        />
        <Button
          variant={showFilters ? "light" : "default"}
          leftSection={<IconFilter size={16} />}
          rightSection={
            activeFilterCount(filters) > 0 ? (
              <Badge size="xs" circle>
                {activeFilterCount(filters)}
              </Badge>
            ) : undefined
          }
          onClick={() => setShowFilters((open) => !open)}
          aria-expanded={showFilters}
        >
          {t("risks.list.filters")}
        </Button>
        {canBoard && (
          <SegmentedControl
            aria-label={t("risks.list.view")}
            value={view}
            onChange={(value) => setView(value as "list" | "board")}
            data={[
              { value: "list", label: t("risks.list.listView") },
              { value: "board", label: t("risks.list.boardView") },
            ]}
          />
        )}
      </Group>
      {showFilters && (
        <RiskFiltersPanel
          filters={filters}
          onChange={change}
          options={options}
          showBrokerage={!side.asBroker}
          showUnderwriting={side.asUnderwriter}
        />
      )}
      <QueryPanel
        isLoading={query.isLoading}
        error={query.error}
        item={t("risks.item")}
        onRetry={query.refetch}
      >
        {rows.length === 0 && !board ? (
          <EmptyPanel action={filtered ? undefined : newButton || undefined}>
            {filtered
              ? t("risks.list.noMatch")
              : t(carried ? "risks.list.emptyCarried" : "risks.list.empty")}
          </EmptyPanel>
        ) : board ? (
          <Stack gap="xs">
            <RiskBoard
              rows={rows}
              statuses={options.underwritingStatusRefs}
              canMove={side.asUnderwriter}
              onMove={onMove}
            />
            {(query.data?.meta.total ?? 0) > rows.length && (
              <Text size="xs" c="dimmed">
                {t("risks.list.board.pageHint", { count: rows.length })}
              </Text>
            )}
          </Stack>
        ) : (
          <Stack gap="md" style={{ opacity: query.isFetching ? 0.6 : 1 }}>
            <RiskTable rows={rows} asBroker={side.asBroker} />
            <ListPager meta={query.data?.meta} onChange={setPage} />
          </Stack>
        )}
      </QueryPanel>
    </Container>
  );
}
