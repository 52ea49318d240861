import "../../../i18n/strings/companies.ts";
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconLink, IconSearch, IconUnlink } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { CompanyType } from "../../../domain.ts";
import { CompanyBadge } from "../../../ui/CompanyBadge.tsx";
import { formatDate } from "../../../ui/formatDate.ts";
import { ListPager } from "../../../ui/ListPager.tsx";
import { notifySuccess } from "../../../ui/notify.ts";
import {
  useConnectBrokerageMutation,
  useDisconnectBrokerageMutation,
  useGetCompanyNamesQuery,
  useListBrokeragesQuery,
} from "../api.ts";
import { ConfirmModal } from "../components/ConfirmModal.tsx";
import { EmptyState, QueryState } from "../components/QueryState.tsx";
import type { TBrokerage, TCompany } from "../types.ts";
import { useCompanyTypeLabel } from "../useCompanyTypeLabel.ts";
import { BrokerageRequests } from "./BrokerageRequests.tsx";
import { PanelHeader } from "./PanelHeader.tsx";

/**
 * Broker–underwriter connections: an underwriter connects a broker at once; a broker asks an
 * underwriter, who decides (the server answers 202).
 */
export function BrokeragesPanel({ company }: { company: TCompany }) {
  const { t } = useTranslation();
  const typeLabel = useCompanyTypeLabel();
  const isUnderwriter = company.refCompanyTypeId === CompanyType.Underwriter;
  const otherType = isUnderwriter ? CompanyType.Broker : CompanyType.Underwriter;
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  // A new search starts again from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search is the trigger
  useEffect(() => setPage(1), [debounced]);
  const brokerages = useListBrokeragesQuery({ companyId: company.id, page, search: debounced });
  const list = brokerages.data?.data ?? [];
  const names = useGetCompanyNamesQuery({ refCompanyTypeId: otherType });
  const [connect, connection] = useConnectBrokerageMutation();
  const [disconnect, disconnection] = useDisconnectBrokerageMutation();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ending, setEnding] = useState<TBrokerage | null>(null);

  // Hides the connections on this page; the server refuses any other existing one (422).
  const connectedIds = new Set(list.map((item) => item.company.id));
  const options = (names.data ?? [])
    .filter((item) => !connectedIds.has(item.id) && item.id !== company.id)
    .map((item) => ({ value: String(item.id), label: item.name }));

  const onConnect = async () => {
    if (!chosen) return;
    const name = names.data?.find((item) => String(item.id) === chosen)?.name ?? "";
    const result = await connect({ companyId: company.id, otherCompanyId: Number(chosen) });
    if (result.error) {
      setError(fieldErrors(result.error).companyId ?? null);
      return;
    }
    setError(null);
    setChosen(null);
    notifySuccess(
      isUnderwriter
        ? t("companies.manage.brokerages.connected", { name })
        : t("companies.manage.brokerages.asked", { name }),
    );
  };

  const confirmEnd = async () => {
    if (!ending) return;
    const result = await disconnect({ companyId: company.id, brokerageId: ending.id });
    if (!result.error) {
      notifySuccess(t("companies.manage.brokerages.disconnected", { name: ending.company.name }));
    }
    setEnding(null);
  };

  return (
    <Stack gap="lg">
      <PanelHeader
        title={
          isUnderwriter
            ? t("companies.manage.brokerages.title")
            : t("companies.manage.brokerages.titleBroker")
        }
        description={
          isUnderwriter
            ? t("companies.manage.brokerages.descriptionUnderwriter", { company: company.name })
            : t("companies.manage.brokerages.descriptionBroker", { company: company.name })
        }
      />
      <Paper withBorder radius="md" p="md">
        <Group align="flex-start" gap="sm">
          <Select
            label={
              isUnderwriter
                ? t("companies.manage.brokerages.pickBroker")
                : t("companies.manage.brokerages.pickUnderwriter")
            }
            placeholder={t("companies.manage.brokerages.pickPlaceholder")}
            searchable
            nothingFoundMessage={t("companies.manage.companies.empty")}
            data={options}
            value={chosen}
            onChange={(value) => {
              setChosen(value);
              setError(null);
            }}
            error={error}
            style={{ flex: "1 1 260px" }}
          />
          <Button
            mt={25}
            leftSection={<IconLink size={16} />}
            disabled={!chosen}
            loading={connection.isLoading}
            onClick={() => void onConnect()}
          >
            {isUnderwriter
              ? t("companies.manage.brokerages.connect")
              : t("companies.manage.brokerages.ask")}
          </Button>
        </Group>
      </Paper>
      <BrokerageRequests companyId={company.id} isUnderwriter={isUnderwriter} />
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t("companies.manage.brokerages.search")}
        aria-label={t("companies.manage.brokerages.search")}
        maw={420}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <QueryState
        isLoading={brokerages.isLoading}
        error={brokerages.error}
        item={t("companies.manage.brokerages.title")}
        onRetry={brokerages.refetch}
      >
        {list.length === 0 ? (
          <EmptyState>
            {debounced
              ? t("companies.manage.brokerages.noMatch")
              : t("companies.manage.brokerages.empty")}
          </EmptyState>
        ) : (
          <Stack gap="xs">
            {list.map((item) => (
              <Paper key={item.id} withBorder radius="md" px="md" py="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={600} truncate>
                        {item.company.name}
                      </Text>
                      <CompanyBadge
                        size="xs"
                        name={typeLabel(item.company.refCompanyTypeId)}
                        typeId={item.company.refCompanyTypeId}
                      />
                    </Group>
                    <Text size="xs" c="dimmed">
                      {t("companies.manage.brokerages.since", { date: formatDate(item.createdAt) })}
                    </Text>
                  </Stack>
                  <Tooltip label={t("companies.manage.brokerages.disconnect")}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`${t("companies.manage.brokerages.disconnect")} ${item.company.name}`}
                      onClick={() => setEnding(item)}
                    >
                      <IconUnlink size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        <ListPager meta={brokerages.data?.meta} onChange={setPage} />
      </QueryState>
      <ConfirmModal
        opened={ending !== null}
        title={t("companies.manage.brokerages.disconnectTitle", {
          name: ending?.company.name ?? "",
        })}
        body={t("companies.manage.brokerages.disconnectBody")}
        confirmLabel={t("companies.manage.brokerages.disconnect")}
        loading={disconnection.isLoading}
        onConfirm={() => void confirmEnd()}
        onCancel={() => setEnding(null)}
      />
    </Stack>
  );
}
