import "../../../i18n/strings/systemConsole.ts";
import {
  Button,
  Code,
  Container,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrors, httpStatus } from "../../../api/apiErrors.ts";
import { DownloadError, downloadFile } from "../../../api/download.ts";
import type { TAuditLogEntry } from "../../../domain.ts";
import { DateField } from "../../../ui/DateField.tsx";
import { ErrorView } from "../../../ui/ErrorView.tsx";
import { formatDateTime } from "../../../ui/formatDate.ts";
import { ListPager } from "../../../ui/ListPager.tsx";
import { notifyError } from "../../../ui/notify.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { searchParams, useGetAuditLogQuery, useGetConsoleCompanyNamesQuery } from "../api.ts";

const noFilters = {
  companyId: "",
  userEmail: "",
  subjectType: "",
  subjectId: "",
  action: "",
  dateFrom: "",
  dateTo: "",
};
type Filters = typeof noFilters;

/** `audit_log_{yyyyMMdd_HHmmss}.csv`, as the server names it. */
const exportName = () =>
  `audit_log_${new Date().toISOString().replace(/[-:]/g, "").replace("T", "_").slice(0, 15)}.csv`;

/** System company only: every audited change, searched and paged on the server, exported as CSV. */
export function AuditLogPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("systemConsole.audit.title"));
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  // Typing settles before it searches; the pickers (company, dates) search at once.
  const [typed] = useDebouncedValue(filters, 300);
  const query = {
    ...typed,
    companyId: filters.companyId,
    dateFrom: filters.dateFrom,
    dateTo: filters.dateTo,
  };
  const { data, error, isFetching } = useGetAuditLogQuery({ ...query, page, perPage: 25 });
  const companies = useGetConsoleCompanyNamesQuery();

  const set = (key: keyof Filters) => (value: string) => {
    setFilters((current) => {
      const next = { ...current, [key]: value };
      // The end of a range takes the start as its minimum (SPEC §5).
      if (key === "dateFrom" && next.dateTo && value && next.dateTo < value) next.dateTo = value;
      return next;
    });
    setPage(1);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadFile(`/system/audit/export?${searchParams(query)}`, exportName());
    } catch (failure) {
      notifyError(failure instanceof DownloadError ? failure.message : String(failure));
    } finally {
      setExporting(false);
    }
  };

  if (error && httpStatus(error) !== 422) return <ErrorView status={httpStatus(error)} />;
  // A filter the server refuses (422) says why instead of waiting for rows.
  const refused = error ? Object.values(fieldErrors(error)).join(" ") : null;
  return (
    <Container size="xl" py={{ base: "lg", sm: 48 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {t("systemConsole.audit.title")}
            </Title>
            <Text c="dimmed">{t("systemConsole.audit.subtitle")}</Text>
          </Stack>
          <Button
            leftSection={<IconDownload size={16} />}
            onClick={exportCsv}
            loading={exporting}
            disabled={exporting}
          >
            {t("systemConsole.audit.export")}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <Select
            label={t("systemConsole.audit.company")}
            placeholder={t("systemConsole.audit.companyPlaceholder")}
            data={(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={filters.companyId || null}
            onChange={(value) => set("companyId")(value ?? "")}
            searchable
            clearable
          />
          <TextInput
            label={t("systemConsole.audit.userEmail")}
            value={filters.userEmail}
            onChange={(event) => set("userEmail")(event.currentTarget.value)}
          />
          <TextInput
            label={t("systemConsole.audit.subjectType")}
            placeholder="risk_package"
            value={filters.subjectType}
            onChange={(event) => set("subjectType")(event.currentTarget.value)}
          />
          <TextInput
            label={t("systemConsole.audit.subjectId")}
            value={filters.subjectId}
            onChange={(event) => set("subjectId")(event.currentTarget.value)}
          />
          <TextInput
            label={t("systemConsole.audit.action")}
            placeholder="risk.bound"
            value={filters.action}
            onChange={(event) => set("action")(event.currentTarget.value)}
          />
          <DateField
            label={t("systemConsole.filters.dateFrom")}
            value={filters.dateFrom}
            onChange={set("dateFrom")}
          />
          <DateField
            label={t("systemConsole.filters.dateTo")}
            value={filters.dateTo}
            minDate={filters.dateFrom}
            onChange={set("dateTo")}
          />
          <Group align="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setFilters(noFilters);
                setPage(1);
              }}
            >
              {t("systemConsole.filters.clear")}
            </Button>
          </Group>
        </SimpleGrid>
        {refused ? (
          <Text c="red" size="sm" role="alert">
            {refused}
          </Text>
        ) : !data ? (
          <Group justify="center" py="xl" data-testid="audit-loading">
            <Loader size="sm" />
            <Text c="dimmed">{t("systemConsole.audit.loading")}</Text>
          </Group>
        ) : data.data.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl" data-testid="audit-empty">
            {t("systemConsole.audit.empty")}
          </Text>
        ) : (
          <AuditTable rows={data.data} dimmed={isFetching} />
        )}
        <ListPager meta={data?.meta} onChange={setPage} />
      </Stack>
    </Container>
  );
}

function AuditTable({ rows, dimmed }: { rows: TAuditLogEntry[]; dimmed: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="xs" striped data-testid="audit-log" opacity={dimmed ? 0.6 : 1}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("systemConsole.audit.time")}</Table.Th>
            <Table.Th>{t("systemConsole.audit.company")}</Table.Th>
            <Table.Th>{t("systemConsole.audit.user")}</Table.Th>
            <Table.Th>{t("systemConsole.audit.action")}</Table.Th>
            <Table.Th>{t("systemConsole.audit.entity")}</Table.Th>
            <Table.Th>{t("systemConsole.audit.details")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(row.at)}</Table.Td>
              <Table.Td>{row.company?.name ?? "—"}</Table.Td>
              <Table.Td>
                {row.user ? (
                  <Stack gap={0}>
                    <Text size="sm">{row.user.name}</Text>
                    <Text size="xs" c="dimmed">
                      {row.user.email}
                    </Text>
                  </Stack>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t("systemConsole.audit.system")}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Code>{row.action}</Code>
              </Table.Td>
              <Table.Td>
                {row.subjectType ? `${row.subjectType} ${row.subjectId ?? ""}` : "—"}
              </Table.Td>
              <Table.Td maw={320}>
                <Text size="xs" c="dimmed" lineClamp={2} style={{ wordBreak: "break-all" }}>
                  {Object.keys(row.data).length > 0 ? JSON.stringify(row.data) : ""}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
