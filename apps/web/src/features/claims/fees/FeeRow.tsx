import "../../../i18n/strings/claims.ts";
import { Badge, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import type { TFeeSubmission } from "@platform/domain/claims/fees";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../ui/formatDate.ts";
import { notifyError, notifySuccess } from "../../../ui/notify.ts";
import { useDecideFeeMutation } from "../api.ts";
import { money } from "../format.ts";

const statusColour = { pending: "yellow", approved: "green", declined: "red" } as const;

/**
 * One fee submission. The underwriter decides a pending one: Approve only while the claim takes
 * payments (`canApprove`), Decline with an optional reason.
 */
export function FeeRow({
  companyId,
  fee,
  canDecide,
  canApprove,
}: {
  companyId: number;
  fee: TFeeSubmission;
  canDecide: boolean;
  canApprove: boolean;
}) {
  const { t } = useTranslation();
  const [decide, state] = useDecideFeeMutation();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  const amount = money(fee.amount);
  const run = async (decision: "approve" | "decline") => {
    const result = await decide({ companyId, id: fee.claimId, feeId: fee.id, decision, reason });
    if (result.error) {
      const message = (result.error as { data?: { message?: string } }).data?.message;
      return notifyError(message ?? t("claims.fees.title"));
    }
    notifySuccess(t(decision === "approve" ? "claims.fees.approved" : "claims.fees.declined"));
    setDeclining(false);
  };
  const pending = fee.status === "pending";
  return (
    <Stack gap={4} data-testid="fee-row">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={500}>
          {amount}
        </Text>
        <Badge variant="light" color={statusColour[fee.status]} data-testid="fee-status">
          {t(`claims.fees.status.${fee.status}`)}
        </Badge>
      </Group>
      <Text size="sm">{fee.description}</Text>
      <Text size="xs" c="dimmed">
        {t("claims.fees.submittedBy", {
          date: formatDate(fee.submittedAt),
          firm: fee.legalCompany?.name ?? "—",
        })}
      </Text>
      {fee.declineReason && (
        <Text size="xs" c="dimmed">
          {t("claims.fees.reason", { reason: fee.declineReason })}
        </Text>
      )}
      {canDecide && pending && !declining && (
        <Group gap="xs" justify="flex-end">
          {canApprove && (
            <Button
              size="xs"
              loading={state.isLoading}
              aria-label={t("claims.fees.approveLabel", { amount })}
              data-testid="fee-approve"
              onClick={() => run("approve")}
            >
              {t("claims.fees.approve")}
            </Button>
          )}
          <Button
            size="xs"
            variant="light"
            color="red"
            aria-label={t("claims.fees.declineLabel", { amount })}
            data-testid="fee-decline"
            onClick={() => setDeclining(true)}
          >
            {t("claims.fees.decline")}
          </Button>
        </Group>
      )}
      {canDecide && pending && declining && (
        <Stack gap="xs">
          <TextInput
            label={t("claims.fees.declineReason")}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-testid="fee-decline-reason"
          />
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="subtle" onClick={() => setDeclining(false)}>
              {t("claims.fees.cancel")}
            </Button>
            <Button
              size="xs"
              color="red"
              loading={state.isLoading}
              data-testid="fee-decline-confirm"
              onClick={() => run("decline")}
            >
              {t("claims.fees.confirmDecline")}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
