import "../../../i18n/strings/security.ts";
import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { httpStatus } from "../../../api/apiErrors.ts";
import { ErrorView } from "../../../ui/ErrorView.tsx";
import { FullScreenLoader } from "../../../ui/FullScreenLoader.tsx";
import { formatDate, formatDateTime } from "../../../ui/formatDate.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { type SecurityEvent, useGetAccountSecurityQuery } from "../api.ts";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600} mt={4}>
        {value}
      </Text>
    </Card>
  );
}

/** The account security view: last activity, member since, recent sign-ins, security events. */
export function AccountSecurityPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("security.account.title"));
  const { data, error } = useGetAccountSecurityQuery();
  if (error) return <ErrorView status={httpStatus(error)} />;
  if (!data) return <FullScreenLoader />;

  const actionLabel = (event: SecurityEvent) =>
    (t("security.account.actions", { returnObjects: true }) as Record<string, string>)[
      event.action
    ] ?? event.action;

  const eventTable = (rows: SecurityEvent[], testId: string) =>
    rows.length === 0 ? (
      <Text size="sm" c="dimmed">
        {t("security.account.none")}
      </Text>
    ) : (
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("security.account.when")}</Table.Th>
              <Table.Th>{t("security.account.event")}</Table.Th>
              <Table.Th>{t("security.account.address")}</Table.Th>
              <Table.Th>{t("security.account.device")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((event) => (
              <Table.Tr key={event.id}>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(event.at)}</Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    {actionLabel(event)}
                    {event.method && (
                      <Badge size="xs" variant="light">
                        {event.method}
                      </Badge>
                    )}
                    {event.action.endsWith("failed") && (
                      <Badge size="xs" color="red" variant="light">
                        !
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{event.ipAddress ?? ""}</Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={1} maw={260}>
                    {event.userAgent ?? ""}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Container size="lg" py={{ base: "lg", sm: 48 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {t("security.account.title")}
            </Title>
            <Text c="dimmed">{t("security.account.subtitle")}</Text>
          </Stack>
          <Button component={Link} to="/two-factor-auth/setup" variant="light">
            {t("security.account.manageTwoFactor")}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Fact
            label={t("security.account.lastActivity")}
            value={
              data.lastActivityAt
                ? formatDateTime(data.lastActivityAt)
                : t("security.account.never")
            }
          />
          <Fact label={t("security.account.memberSince")} value={formatDate(data.memberSince)} />
          <Fact
            label={t("security.account.passwordChanged")}
            value={
              data.passwordChangedAt
                ? formatDate(data.passwordChangedAt)
                : t("security.account.never")
            }
          />
          <Fact
            label={t("security.account.passwordExpires")}
            value={
              data.passwordExpiresAt
                ? formatDate(data.passwordExpiresAt)
                : t("security.account.never")
            }
          />
        </SimpleGrid>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} fz="lg" mb="sm">
            {t("security.account.recentSignIns")}
          </Title>
          {eventTable(data.recentSignIns, "recent-sign-ins")}
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} fz="lg" mb="sm">
            {t("security.account.events")}
          </Title>
          {eventTable(data.events, "security-events")}
        </Card>
      </Stack>
    </Container>
  );
}
