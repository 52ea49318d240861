import "../../../i18n/strings/systemConsole.ts";
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPaperclip } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrors, httpStatus } from "../../../api/apiErrors.ts";
import { apiUrl } from "../../../api/config.ts";
import { DownloadError, downloadFile } from "../../../api/download.ts";
import type { TOutboxMessage } from "../../../domain.ts";
import { DateField } from "../../../ui/DateField.tsx";
import { ErrorView } from "../../../ui/ErrorView.tsx";
import { formatDateTime } from "../../../ui/formatDate.ts";
import { ListPager } from "../../../ui/ListPager.tsx";
import { notifyError } from "../../../ui/notify.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useGetOutboxQuery } from "../api.ts";

const noFilters = { recipient: "", channel: "", subject: "", dateFrom: "", dateTo: "" };
type Filters = typeof noFilters;

/**
 * System company only: email and SMS kept in the outbox, so a demo can read its codes; searched
 * by recipient, channel, subject and date, paged on the server; sent files open from here.
 */
export function OutboxPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("systemConsole.outbox.title"));
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [page, setPage] = useState(1);
  const [typed] = useDebouncedValue(filters, 300);
  const query = {
    recipient: typed.recipient,
    subject: typed.subject,
    channel: (filters.channel || undefined) as "email" | "sms" | undefined,
    dateFrom: filters.dateFrom,
    dateTo: filters.dateTo,
  };
  const { data, error, isFetching } = useGetOutboxQuery({ ...query, page, perPage: 25 });
  const filtered = Object.values(filters).some(Boolean);

  const set = (key: keyof Filters) => (value: string) => {
    setFilters((current) => {
      const next = { ...current, [key]: value };
      if (key === "dateFrom" && next.dateTo && value && next.dateTo < value) next.dateTo = value;
      return next;
    });
    setPage(1);
  };

  if (error && httpStatus(error) !== 422) return <ErrorView status={httpStatus(error)} />;
  // A filter the server refuses (422) says why instead of waiting for rows.
  const refused = error ? Object.values(fieldErrors(error)).join(" ") : null;
  return (
    <Container size="lg" py={{ base: "lg", sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {t("systemConsole.outbox.title")}
          </Title>
          <Text c="dimmed">{t("systemConsole.outbox.subtitle")}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <TextInput
            label={t("systemConsole.outbox.recipient")}
            value={filters.recipient}
            onChange={(event) => set("recipient")(event.currentTarget.value)}
          />
          <Select
            label={t("systemConsole.outbox.channel")}
            placeholder={t("systemConsole.outbox.anyChannel")}
            data={[
              { value: "email", label: t("systemConsole.outbox.email") },
              { value: "sms", label: t("systemConsole.outbox.sms") },
            ]}
            value={filters.channel || null}
            onChange={(value) => set("channel")(value ?? "")}
            clearable
          />
          <TextInput
            label={t("systemConsole.outbox.subject")}
            value={filters.subject}
            onChange={(event) => set("subject")(event.currentTarget.value)}
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
          <Group justify="center" py="xl">
            <Loader size="sm" />
          </Group>
        ) : data.data.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl" data-testid="outbox-empty">
            {t(filtered ? "systemConsole.outbox.noMatch" : "systemConsole.outbox.empty")}
          </Text>
        ) : (
          <Stack gap="sm" opacity={isFetching ? 0.6 : 1}>
            {data.data.map((message) => (
              <OutboxCard key={message.id} message={message} />
            ))}
          </Stack>
        )}
        <ListPager meta={data?.meta} onChange={setPage} />
      </Stack>
    </Container>
  );
}

function OutboxCard({ message }: { message: TOutboxMessage }) {
  const { t } = useTranslation();
  const open = async (position: number, name: string) => {
    try {
      await downloadFile(`/system/outbox/${message.id}/attachments/${position}`, name);
    } catch (failure) {
      notifyError(failure instanceof DownloadError ? failure.message : String(failure));
    }
  };
  return (
    <Card withBorder radius="md" padding="md" data-testid="outbox-message">
      {/* On a phone the date goes below: squeezed beside it the channel badge shrank to an empty pill. */}
      <Group justify="space-between" mb={6} gap={4}>
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Badge
            color={message.channel === "email" ? "blue" : "grape"}
            variant="light"
            style={{ flexShrink: 0 }}
          >
            {t(`systemConsole.outbox.${message.channel}`)}
          </Badge>
          <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
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
          {t("systemConsole.outbox.cc", { list: message.cc.join(", ") })}
        </Text>
      )}
      <Text size="sm" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
        {message.body}
      </Text>
      {message.attachments.length > 0 && (
        <Group gap="xs" mt={6} data-testid="outbox-attachments">
          <Text size="xs" c="dimmed">
            {t("systemConsole.outbox.attachments")}
          </Text>
          {message.attachments.map((file) =>
            file.stored ? (
              <Anchor
                key={file.position}
                size="xs"
                href={apiUrl(`/system/outbox/${message.id}/attachments/${file.position}`)}
                onClick={(event) => {
                  event.preventDefault();
                  void open(file.position, file.name);
                }}
              >
                <Group gap={2} wrap="nowrap" component="span">
                  <IconPaperclip size={12} aria-hidden />
                  {file.name}
                </Group>
              </Anchor>
            ) : (
              <Text key={file.position} size="xs" c="dimmed">
                {t("systemConsole.outbox.notKept", { name: file.name })}
              </Text>
            ),
          )}
        </Group>
      )}
    </Card>
  );
}
