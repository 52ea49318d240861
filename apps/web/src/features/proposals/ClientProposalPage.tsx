import "../../i18n/strings/proposals.ts";
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { apiErrorBody, fieldErrors } from "../../api/apiErrors.ts";
import { QueryPanel } from "../../ui/catalogue/QueryPanel.tsx";
import { type Answers, ProposalFormView } from "../../ui/proposal-form/ProposalFormView.tsx";
import { TransactionStatusBadge } from "../../ui/TransactionStatusBadge.tsx";
import { useDocumentTitle } from "../../ui/useDocumentTitle.ts";
import {
  useClientProposalQuery,
  useMarkProposalDoneMutation,
  useSaveClientProposalMutation,
} from "./api.ts";

/**
 * `/proposal/:proposalId` (SPEC §4, §5): the client completes the proposal form their broker
 * sent (through the link's temporary access, or as a client company user), saves, and marks it
 * done after confirming; then it is read-only and shows the quotation or policy it became.
 * Laid out for a phone first.
 */
export function ClientProposalPage() {
  const { t } = useTranslation();
  const id = Number(useParams().proposalId);
  const query = useClientProposalQuery(id, { skip: !Number.isInteger(id) });
  const [save, saving] = useSaveClientProposalMutation();
  const [done, finishing] = useMarkProposalDoneMutation();
  const [answers, setAnswers] = useState<Answers>({});
  const [dirty, setDirty] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const proposal = query.data;
  useDocumentTitle(
    proposal
      ? `${t("proposals.client.title")} · ${proposal.insuredName}`
      : t("proposals.client.title"),
  );
  useEffect(() => {
    if (proposal && !dirty) setAnswers(proposal.answers);
  }, [proposal, dirty]);
  const onSave = async () => {
    const result = await save({ id, answers });
    if (!result.error) setDirty(false);
  };
  const onDone = async () => {
    const saved = dirty ? await save({ id, answers }) : null;
    if (saved?.error) return;
    const result = await done(id);
    if (!result.error) {
      setDirty(false);
      setConfirming(false);
    }
  };
  const error = saving.error ?? finishing.error;
  return (
    <Container size="sm" px="sm" py="md">
      <QueryPanel
        isLoading={query.isLoading}
        error={query.error}
        item={t("proposals.client.item")}
        onRetry={query.refetch}
      >
        {proposal && (
          <Stack gap="md">
            <Paper withBorder radius="md" p="md">
              <Stack gap={4}>
                <Title order={1} fz="h3">
                  {proposal.insuredName}
                </Title>
                <Text size="sm" c="dimmed">
                  {t("proposals.client.from", {
                    broker: proposal.brokerCompany.name,
                    product: proposal.productName,
                  })}
                </Text>
                <Group gap="xs" mt={4}>
                  <Badge
                    color={proposal.status === "done" ? "green" : "blue"}
                    data-testid="proposal-status"
                  >
                    {t(`proposals.status.${proposal.status}`)}
                  </Badge>
                  <TransactionStatusBadge
                    status={proposal.transactionStatus}
                    type={proposal.transactionType}
                  />
                </Group>
                {proposal.policyNumber && (
                  <Text size="sm">
                    {t("proposals.client.policy", { number: proposal.policyNumber })}
                  </Text>
                )}
                {proposal.grossPremium && (
                  <Text size="sm">
                    {t("proposals.client.premium", { amount: proposal.grossPremium })}
                  </Text>
                )}
              </Stack>
            </Paper>
            {!proposal.editable && (
              <Alert color="green" variant="light">
                {proposal.status === "done"
                  ? t("proposals.client.doneNote")
                  : t("proposals.client.locked")}
              </Alert>
            )}
            {error && <Alert color="red">{apiErrorBody(error)?.message}</Alert>}
            <ProposalFormView
              form={proposal.form}
              value={answers}
              onChange={(next) => {
                setAnswers(next);
                setDirty(true);
              }}
              errors={
                saving.error
                  ? Object.fromEntries(
                      Object.entries(fieldErrors(saving.error)).map(([k, v]) => [
                        k.replace(/^answers\./, ""),
                        [v],
                      ]),
                    )
                  : {}
              }
              readOnly={!proposal.editable}
            />
            {proposal.editable && (
              <Group grow>
                <Button
                  variant="default"
                  onClick={onSave}
                  loading={saving.isLoading}
                  disabled={!dirty}
                  data-testid="client-save"
                >
                  {t("proposals.client.save")}
                </Button>
                <Button onClick={() => setConfirming(true)} data-testid="client-done">
                  {t("proposals.client.done")}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </QueryPanel>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("proposals.client.done")}
      >
        <Stack>
          <Text size="sm">{t("proposals.client.doneBody")}</Text>
          <Checkbox
            label={t("proposals.client.confirm")}
            checked={confirmed}
            onChange={(event) => setConfirmed(event.currentTarget.checked)}
            data-testid="client-confirm"
          />
          <Group justify="flex-end">
            <Button
              disabled={!confirmed}
              loading={finishing.isLoading}
              onClick={onDone}
              data-testid="client-confirm-done"
            >
              {t("proposals.client.done")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
