import "../../../i18n/strings/claims.ts";
import { Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { useClaimCountsQuery } from "../api.ts";

type Count = "notified" | "open" | "reopened" | "incidents";
const labels = {
  notified: "claims.queueNotified",
  open: "claims.queueOpen",
  reopened: "claims.queueReopened",
  incidents: "claims.queueIncidents",
} as const;

/**
 * The work queue's claims card: live claims by status, each linking to the claims
 * list filtered on it; open incidents too for an underwriter (they stay off a broker's view).
 */
export function ClaimsQueue({
  companyId,
  withIncidents,
}: {
  companyId: number;
  withIncidents: boolean;
}) {
  const { t } = useTranslation();
  const counts = useClaimCountsQuery(companyId);
  const shown: Count[] = [
    "notified",
    "open",
    "reopened",
    ...(withIncidents ? ["incidents" as const] : []),
  ];
  const live = counts.data ? counts.data.notified + counts.data.open + counts.data.reopened : null;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="queue-claims">
      <Group justify="space-between" mb={4}>
        <Title order={2} fz="md">
          {t("claims.queue")}
        </Title>
        <Badge variant="light" size="lg" circle={false}>
          {live ?? "…"}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed" mb="md">
        {t("claims.queueHint")}
      </Text>
      <QueryPanel
        isLoading={counts.isLoading}
        error={counts.error}
        item={t("claims.queue")}
        onRetry={counts.refetch}
      >
        <Stack gap="xs">
          {shown.map((key) => (
            <Group key={key} justify="space-between" wrap="nowrap" gap="xs">
              <Anchor
                component={Link}
                to={
                  key === "incidents"
                    ? "/claims?kind=incident&status=open"
                    : `/claims?status=${key}`
                }
                size="sm"
              >
                {t(labels[key])}
              </Anchor>
              <Text size="sm" fw={600} ff="monospace" data-testid={`queue-claims-${key}`}>
                {counts.data?.[key] ?? 0}
              </Text>
            </Group>
          ))}
        </Stack>
      </QueryPanel>
    </Card>
  );
}
