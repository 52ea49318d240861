import "../../../i18n/strings/security.ts";
import { Badge, Button, Card, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { httpStatus } from "../../../api/apiErrors.ts";
import { ErrorView } from "../../../ui/ErrorView.tsx";
import { FullScreenLoader } from "../../../ui/FullScreenLoader.tsx";
import { formatDateTime } from "../../../ui/formatDate.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useGetOutboxQuery } from "../api.ts";

/** System company only: email and SMS kept in the outbox, so a demo can read its codes. */
export function OutboxPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("security.outbox.title"));
  const [before, setBefore] = useState<number | undefined>(undefined);
  const { data, error } = useGetOutboxQuery({ before });
  if (error) return <ErrorView status={httpStatus(error)} />;
  if (!data) return <FullScreenLoader />;
  return (
    <Container size="lg" py={{ base: "lg", sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {t("security.outbox.title")}
          </Title>
          <Text c="dimmed">{t("security.outbox.subtitle")}</Text>
        </Stack>
        {data.data.length === 0 && <Text c="dimmed">{t("security.outbox.empty")}</Text>}
        {data.data.map((message) => (
          <Card key={message.id} withBorder radius="md" padding="md" data-testid="outbox-message">
            <Group justify="space-between" mb={6} wrap="nowrap">
              <Group gap="xs" wrap="nowrap">
                <Badge color={message.channel === "email" ? "blue" : "grape"} variant="light">
                  {message.channel === "email" ? "Email" : "SMS"}
                </Badge>
                <Text fw={600} size="sm">
                  {message.recipient}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {formatDateTime(message.createdAt)}
              </Text>
            </Group>
            {message.subject && (
              <Text size="sm" fw={500}>
                {message.subject}
              </Text>
            )}
            {message.cc.length > 0 && (
              <Text size="xs" c="dimmed">
                {t("security.outbox.cc", { list: message.cc.join(", ") })}
              </Text>
            )}
            <Text size="sm" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
              {message.body}
            </Text>
            {message.attachments.length > 0 && (
              <Text size="xs" c="dimmed" mt={6} data-testid="outbox-attachments">
                {t("security.outbox.attachments", { list: message.attachments.join(", ") })}
              </Text>
            )}
          </Card>
        ))}
        {data.meta.nextBefore && (
          <Group justify="center">
            <Button variant="default" onClick={() => setBefore(data.meta.nextBefore ?? undefined)}>
              {t("security.outbox.more")}
            </Button>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
