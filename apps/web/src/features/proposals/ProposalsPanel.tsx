import "../../i18n/strings/proposals.ts";
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import type { TRiskPackageView } from "@platform/domain/risks/views";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorBody, fieldErrors } from "../../api/apiErrors.ts";
import {
  useListProposalsQuery,
  useRevokeProposalMutation,
  useSendProposalMutation,
} from "./api.ts";

/**
 * The broker's proposals on a risk page (SPEC §4, §5): send the proposal form to the client
 * with a temporary link (errors beside the fields), the link once, and revoke while the client
 * has it. Shown while the risk is Initiated (or once proposals exist).
 */
export function ProposalsPanel({ companyId, risk }: { companyId: number; risk: TRiskPackageView }) {
  const { t } = useTranslation();
  const list = useListProposalsQuery({ companyId, id: risk.id });
  const [send, sending] = useSendProposalMutation();
  const [revoke, revoking] = useRevokeProposalMutation();
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      clientName: risk.insured.contactName ?? risk.insured.name,
      email: risk.insured.email ?? "",
      mobile: risk.insured.phone ?? "",
    },
  });
  const proposals = list.data?.data ?? [];
  if (risk.transactionStatus !== 1 && proposals.length === 0) return null;
  const onSubmit = form.onSubmit(async (values) => {
    const result = await send({
      companyId,
      id: risk.id,
      body: {
        clientName: values.clientName,
        email: values.email || null,
        mobile: values.mobile || null,
      },
    });
    if (result.error) {
      form.setErrors(fieldErrors(result.error));
      return;
    }
    setLink(result.data.link);
  });
  const sendError =
    sending.error && Object.keys(fieldErrors(sending.error)).length === 0
      ? apiErrorBody(sending.error)?.message
      : null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="proposals">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          {t("proposals.title")}
        </Title>
        {risk.transactionStatus === 1 && !proposals.some((p) => p.status === "sent") && (
          <Button
            size="xs"
            variant="light"
            onClick={() => setOpen(true)}
            data-testid="send-proposal"
          >
            {t("proposals.send")}
          </Button>
        )}
      </Group>
      {proposals.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("proposals.none")}
        </Text>
      ) : (
        <Stack gap="xs">
          {proposals.map((p) => (
            <Group key={p.id} justify="space-between" wrap="wrap" data-testid="proposal-row">
              <Text size="sm">
                {p.clientName} · {p.email ?? p.mobile}
              </Text>
              <Group gap="xs">
                <Badge
                  color={p.status === "done" ? "green" : p.status === "sent" ? "blue" : "gray"}
                >
                  {t(`proposals.status.${p.status}`)}
                </Badge>
                {p.status === "sent" && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    loading={revoking.isLoading}
                    onClick={() => revoke({ companyId, id: risk.id, proposalId: p.id })}
                  >
                    {t("proposals.revoke")}
                  </Button>
                )}
              </Group>
            </Group>
          ))}
          {proposals.some((p) => p.status === "sent") && (
            <Alert color="blue" variant="light">
              {t("proposals.readOnly")}
            </Alert>
          )}
        </Stack>
      )}
      <Modal
        opened={open}
        onClose={() => {
          setOpen(false);
          setLink(null);
        }}
        title={t("proposals.send")}
      >
        {link ? (
          <Stack>
            <Text size="sm">{t("proposals.sent")}</Text>
            <Code block data-testid="proposal-link">
              {link}
            </Code>
          </Stack>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack>
              <TextInput
                label={t("proposals.clientName")}
                required
                {...form.getInputProps("clientName")}
              />
              <TextInput
                label={t("proposals.email")}
                type="email"
                {...form.getInputProps("email")}
              />
              <TextInput label={t("proposals.mobile")} {...form.getInputProps("mobile")} />
              {sendError && <Alert color="red">{sendError}</Alert>}
              <Text size="xs" c="dimmed">
                {t("proposals.saveFirst")}
              </Text>
              <Group justify="flex-end">
                <Button type="submit" loading={sending.isLoading} data-testid="confirm-send">
                  {t("proposals.send")}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </Paper>
  );
}
