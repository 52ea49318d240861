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
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { apiErrorBody, fieldErrors } from "../../api/apiErrors.ts";
import { QueryPanel } from "../../ui/catalogue/QueryPanel.tsx";
import { useDraft } from "../../ui/forms/useDraft.ts";
import { useLoadOnce } from "../../ui/forms/useLoadOnce.ts";
import { type Answers, ProposalFormView } from "../../ui/proposal-form/ProposalFormView.tsx";
import { TransactionStatusBadge } from "../../ui/TransactionStatusBadge.tsx";
import { useDocumentTitle } from "../../ui/useDocumentTitle.ts";
import { useUnsavedChangesGuard } from "../../ui/useUnsavedChangesGuard.tsx";
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
  const draft = useDraft<{ answers: Answers }>({ answers: {} });
  const { answers } = draft.values;
  const dirty = draft.dirty;
  const [confirming, setConfirming] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const proposal = query.data;
  useDocumentTitle(
    proposal
      ? `${t("proposals.client.title")} · ${proposal.insuredName}`
      : t("proposals.client.title"),
  );
  // Once per proposal: a refetch (after a save, on reconnecting) does not overwrite answers.
  useLoadOnce(id, proposal, (data) => draft.load({ answers: data.answers }));
  /** Saves the answers; what is answered while the save is in flight stays (and unsaved). */
  const onSave = async (): Promise<boolean> => {
    const sent = draft.values;
    const result = await save({ id, answers: sent.answers });
    if (result.error) return false;
    draft.saved(sent);
    return true;
  };
  const onDone = async () => {
    const sent = draft.values;
    const saved = dirty ? await save({ id, answers: sent.answers }) : null;
    if (saved?.error) return;
    const result = await done(id);
    if (!result.error) {
      draft.saved(sent);
      setConfirming(false);
    }
  };
  const guard = useUnsavedChangesGuard({
    when: dirty && Boolean(proposal?.editable),
    onSave,
  });
  const error = saving.error ?? finishing.error;
  return (
    <Container size="sm" px="sm" py="md">
      {guard}
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
                draft.set("answers", next);
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
