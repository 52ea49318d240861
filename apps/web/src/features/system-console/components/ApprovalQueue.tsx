import "../../../i18n/strings/systemConsole.ts";
import { Button, Card, Group, Modal, Stack, Text, Textarea, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../../api/apiErrors.ts";
import type { TPendingCompany } from "../../../domain.ts";
import { CompanyBadge } from "../../../ui/CompanyBadge.tsx";
import { formatDate } from "../../../ui/formatDate.ts";
import { ListPager } from "../../../ui/ListPager.tsx";
import { notifySuccess } from "../../../ui/notify.ts";
import {
  useApproveCompanyMutation,
  useDeclineCompanyMutation,
  useGetPendingCompaniesQuery,
} from "../api.ts";

/**
 * The system home's queue of registrations waiting for approval (COMPANY_APPROVAL=true), with
 * Approve and Decline; shows nothing when none waits.
 */
export function ApprovalQueue() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data } = useGetPendingCompaniesQuery({ page });
  const [declining, setDeclining] = useState<TPendingCompany | null>(null);
  if (!data || data.meta.total === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" mb={32} data-testid="approval-queue">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg">
            {t("systemConsole.approvals.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("systemConsole.approvals.subtitle")}
          </Text>
        </div>
        {data.data.map((company) => (
          <PendingCompanyRow key={company.id} company={company} onDecline={setDeclining} />
        ))}
        <ListPager meta={data.meta} onChange={setPage} />
      </Stack>
      {declining && <DeclineModal company={declining} onClose={() => setDeclining(null)} />}
    </Card>
  );
}

function PendingCompanyRow({
  company,
  onDecline,
}: {
  company: TPendingCompany;
  onDecline: (company: TPendingCompany) => void;
}) {
  const { t } = useTranslation();
  const [approve, approving] = useApproveCompanyMutation();
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" data-testid="pending-company">
      <Stack gap={2}>
        <Group gap="xs">
          <CompanyBadge name={company.name} typeId={company.refCompanyTypeId} />
          <Text size="sm" c="dimmed">
            {company.handle}
          </Text>
        </Group>
        {company.registrant && (
          <Text size="xs" c="dimmed">
            {t("systemConsole.approvals.registeredBy", {
              name: company.registrant.name,
              email: company.registrant.email,
              date: formatDate(company.registeredAt),
            })}
          </Text>
        )}
      </Stack>
      <Group gap="xs">
        <Button
          size="xs"
          color="green"
          loading={approving.isLoading}
          onClick={async () => {
            const result = await approve(company.id);
            if (!("error" in result)) {
              notifySuccess(t("systemConsole.approvals.approved", { name: company.name }));
            }
          }}
        >
          {t("systemConsole.approvals.approve")}
        </Button>
        <Button size="xs" variant="default" color="red" onClick={() => onDecline(company)}>
          {t("systemConsole.approvals.decline")}
        </Button>
      </Group>
    </Group>
  );
}

function DeclineModal({ company, onClose }: { company: TPendingCompany; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const [decline, declining] = useDeclineCompanyMutation();
  const submit = async () => {
    const result = await decline({ id: company.id, reason });
    if ("error" in result) {
      setError(fieldErrors(result.error).reason);
      return;
    }
    notifySuccess(t("systemConsole.approvals.declined", { name: company.name }));
    onClose();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t("systemConsole.approvals.declineTitle", { name: company.name })}
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("systemConsole.approvals.declineBody")}
        </Text>
        <Textarea
          label={t("systemConsole.approvals.reason")}
          required
          autosize
          minRows={3}
          maxLength={1000}
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t("systemConsole.approvals.cancel")}
          </Button>
          <Button color="red" loading={declining.isLoading} onClick={submit}>
            {t("systemConsole.approvals.decline")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
