import "../../../i18n/strings/companies.ts";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../ui/formatDate.ts";
import { ListPager } from "../../../ui/ListPager.tsx";
import { notifySuccess } from "../../../ui/notify.ts";
import { useDecideBrokerageRequestMutation, useListBrokerageRequestsQuery } from "../api.ts";
import type { TBrokerageRequest } from "../types.ts";

/**
 * Pending connection requests: an underwriter accepts or declines those it received; a broker
 * sees those still waiting for an answer.
 */
export function BrokerageRequests({
  companyId,
  isUnderwriter,
}: {
  companyId: number;
  isUnderwriter: boolean;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const requests = useListBrokerageRequestsQuery({ companyId, page });
  const [decide, deciding] = useDecideBrokerageRequestMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const list = requests.data?.data ?? [];
  if (!requests.data || (list.length === 0 && !isUnderwriter)) return null;

  const onDecide = async (request: TBrokerageRequest, decision: "accept" | "decline") => {
    setBusy(`${request.id}-${decision}`);
    const result = await decide({ companyId, requestId: request.id, decision });
    setBusy(null);
    if (result.error) return;
    notifySuccess(
      t(`companies.manage.brokerages.requests.${decision === "accept" ? "accepted" : "declined"}`, {
        name: request.company.name,
      }),
    );
  };

  return (
    <Stack gap="xs" data-testid="brokerage-requests">
      <Title order={3} fz="md">
        {isUnderwriter
          ? t("companies.manage.brokerages.requests.incomingTitle")
          : t("companies.manage.brokerages.requests.outgoingTitle")}
      </Title>
      {list.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("companies.manage.brokerages.requests.incomingEmpty")}
        </Text>
      )}
      {list.map((request) => (
        <Paper key={request.id} withBorder radius="md" px="md" py="sm">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {request.company.name}
              </Text>
              <Text size="xs" c="dimmed">
                {request.requestedBy
                  ? t("companies.manage.brokerages.requests.askedBy", {
                      name: request.requestedBy,
                      date: formatDate(request.createdAt),
                    })
                  : t("companies.manage.brokerages.requests.askedOn", {
                      date: formatDate(request.createdAt),
                    })}
              </Text>
            </Stack>
            {request.direction === "incoming" ? (
              <Group gap="xs">
                <Button
                  size="xs"
                  leftSection={<IconCheck size={14} />}
                  loading={deciding.isLoading && busy === `${request.id}-accept`}
                  onClick={() => void onDecide(request, "accept")}
                  aria-label={`${t("companies.manage.brokerages.requests.accept")} ${request.company.name}`}
                >
                  {t("companies.manage.brokerages.requests.accept")}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconX size={14} />}
                  loading={deciding.isLoading && busy === `${request.id}-decline`}
                  onClick={() => void onDecide(request, "decline")}
                  aria-label={`${t("companies.manage.brokerages.requests.decline")} ${request.company.name}`}
                >
                  {t("companies.manage.brokerages.requests.decline")}
                </Button>
              </Group>
            ) : (
              <Badge variant="light" color="yellow">
                {t("companies.manage.brokerages.requests.waiting")}
              </Badge>
            )}
          </Group>
        </Paper>
      ))}
      <ListPager meta={requests.data.meta} onChange={setPage} />
    </Stack>
  );
}
