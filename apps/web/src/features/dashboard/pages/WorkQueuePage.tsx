import "../../../i18n/strings/dashboard.ts";
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { formatCurrency } from "@platform/domain/format";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRepresentingCompany } from "../../../app/session/useRepresentingCompany.ts";
import { CompanyType } from "../../../domain.ts";
import { QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { formatDate } from "../../../ui/formatDate.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useWorkQueueQuery } from "../api.ts";
import { queueParams, type WorkQueueKey, workQueues } from "../queues.ts";

function Queue({
  companyId,
  queue,
  canBeMine,
}: {
  companyId: number;
  queue: WorkQueueKey;
  canBeMine: boolean;
}) {
  const { t } = useTranslation();
  const [mine, setMine] = useState(false);
  const query = useWorkQueueQuery({ companyId, params: queueParams(queue, mine) });
  const rows = query.data?.data ?? [];
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`queue-${queue}`}>
      <Group justify="space-between" mb={4}>
        <Title order={2} fz="md">
          {t(`dashboard.${queue}`)}
        </Title>
        <Badge variant="light" size="lg" circle={false}>
          {query.data?.meta.total ?? "…"}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed" mb="md">
        {t(`dashboard.${queue}Hint`)}
      </Text>
      {canBeMine && (
        <SegmentedControl
          size="xs"
          mb="md"
          value={mine ? "mine" : "all"}
          onChange={(value) => setMine(value === "mine")}
          data={[
            { value: "all", label: t("dashboard.all") },
            { value: "mine", label: t("dashboard.mine") },
          ]}
        />
      )}
      <QueryPanel
        isLoading={query.isLoading}
        error={query.error}
        item={t(`dashboard.${queue}`)}
        onRetry={query.refetch}
      >
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("dashboard.none")}
          </Text>
        ) : (
          <Stack gap="xs">
            {rows.map((row) => (
              <Group key={row.id} justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Anchor
                    component={Link}
                    to={`/risks/${row.id}`}
                    size="sm"
                    fw={600}
                    ff="monospace"
                  >
                    {row.reference}
                  </Anchor>
                  <Text size="xs" c="dimmed" truncate>
                    {row.insuredName} · {row.brokerCompany.name}
                  </Text>
                </Stack>
                <Stack gap={0} align="flex-end">
                  <Text size="sm" ff="monospace">
                    {formatCurrency(row.grossPremium ?? "", "aud", { fixedScale: true }) || "—"}
                  </Text>
                  {queue === "expiring" && row.quoteExpiresAt && (
                    <Text size="xs" c="orange">
                      {t("dashboard.expires", {
                        date: formatDate(row.quoteExpiresAt),
                      })}
                    </Text>
                  )}
                </Stack>
              </Group>
            ))}
          </Stack>
        )}
      </QueryPanel>
    </Card>
  );
}

/**
 * `/company/dashboard` until the dashboards issue: the user's work queue (SPEC §2 dashboard).
 * `extra` renders further cards of other features beside the queues (composed in app/pages).
 */
export function WorkQueuePage({
  extra,
}: {
  extra?: (companyId: number, companyType: number | undefined) => ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(t("dashboard.title"));
  const { id: companyId, company } = useRepresentingCompany();
  // Underwriters can narrow referrals to those assigned to them.
  const underwriting = company?.refCompanyTypeId === CompanyType.Underwriter;
  return (
    <Container size="xl" py={{ base: "lg", sm: 40 }}>
      <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {t("dashboard.title")}
          </Title>
          <Text c="dimmed">{t("dashboard.description")}</Text>
        </Stack>
        <Button component={Link} to="/risks" variant="default">
          {t("dashboard.allRisks")}
        </Button>
      </Group>
      {companyId !== null && (
        <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="lg">
          {workQueues.map((queue) => (
            <Queue
              key={queue.key}
              companyId={companyId}
              queue={queue.key}
              canBeMine={underwriting && queue.key === "referrals"}
            />
          ))}
          {extra?.(companyId, company?.refCompanyTypeId)}
        </SimpleGrid>
      )}
    </Container>
  );
}
