import "../../i18n/strings/renewals.ts";
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { type TransactionTypeId, transactionTypeCodes } from "@platform/domain/enums";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { apiErrorBody } from "../../api/apiErrors.ts";
import { QueryPanel } from "../../ui/catalogue/QueryPanel.tsx";
import { formatIsoDate } from "../../ui/formatDate.ts";
import { PolicyStatusBadge } from "../../ui/PolicyStatusBadge.tsx";
import { money } from "../../ui/premium/PremiumTable.tsx";
import { useRenewalHistoryQuery, useRenewRiskMutation } from "./api.ts";

/**
 * The renewal history of a policy on its risk page (SPEC §2): every term of its chain, this one
 * marked, its renewal invitation, and Renew when this term is the latest and bound.
 */
export function RenewalHistory({ companyId, riskId }: { companyId: number; riskId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const query = useRenewalHistoryQuery({ companyId, id: riskId, page });
  const [renew, renewing] = useRenewRiskMutation();
  const history = query.data;
  const onRenew = async () => {
    const result = await renew({ companyId, id: riskId });
    if ("data" in result && result.data) {
      setConfirming(false);
      navigate(`/risks/${result.data.id}`);
    }
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid="renewal-history">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          {t("renewals.title")}
        </Title>
        {history?.canRenew && (
          <Button size="xs" onClick={() => setConfirming(true)} data-testid="renew">
            {t("renewals.renew")}
          </Button>
        )}
      </Group>
      <QueryPanel
        isLoading={query.isLoading}
        error={query.error}
        item={t("renewals.item")}
        onRetry={query.refetch}
      >
        {history && (
          <Stack gap="sm">
            {!history.isLatest && <Alert color="yellow">{t("renewals.notLatest")}</Alert>}
            {history.invitation && (
              <Text size="sm" c="dimmed">
                {t(`renewals.invitation.${history.invitation.status}`, {
                  date: formatIsoDate(history.invitation.expiryDate),
                })}
              </Text>
            )}
            <Table.ScrollContainer minWidth={480}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("renewals.term")}</Table.Th>
                    <Table.Th>{t("renewals.period")}</Table.Th>
                    <Table.Th>{t("renewals.type")}</Table.Th>
                    <Table.Th>{t("renewals.status")}</Table.Th>
                    <Table.Th ta="right">{t("renewals.premium")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {history.data.map((term) => (
                    <Table.Tr key={term.id} data-testid="renewal-term">
                      <Table.Td style={{ whiteSpace: "nowrap" }}>
                        {term.current ? (
                          <Text fw={600}>{term.policyNumber ?? term.reference}</Text>
                        ) : (
                          <Link to={`/risks/${term.id}`}>
                            {term.policyNumber ?? term.reference}
                          </Link>
                        )}
                        {term.current && (
                          <Badge ml={6} size="xs" variant="light">
                            {t("renewals.thisTerm")}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <span style={{ whiteSpace: "nowrap" }}>
                          {formatIsoDate(term.inceptionDate)} –
                        </span>{" "}
                        <span style={{ whiteSpace: "nowrap" }}>
                          {formatIsoDate(term.expiryDate)}
                        </span>
                      </Table.Td>
                      <Table.Td>
                        {transactionTypeCodes[term.transactionType as TransactionTypeId]}
                      </Table.Td>
                      {/* A badge in a table cell shrinks to an ellipsis unless the cell keeps room. */}
                      <Table.Td style={{ minWidth: 96 }}>
                        <PolicyStatusBadge
                          status={term.policyStatus}
                          coverEnd={term.policyStatus.state === "cancelled"}
                          testId="renewal-term-status"
                        />
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                        {money(term.grossPremium)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {history.meta.lastPage > 1 && (
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  {t("renewals.previous")}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  disabled={page >= history.meta.lastPage}
                  onClick={() => setPage(page + 1)}
                >
                  {t("renewals.next")}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </QueryPanel>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("renewals.confirmTitle")}
      >
        <Stack>
          <Text size="sm">{t("renewals.confirmBody")}</Text>
          {renewing.error && <Alert color="red">{apiErrorBody(renewing.error)?.message}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t("renewals.cancel")}
            </Button>
            <Button loading={renewing.isLoading} onClick={onRenew} data-testid="confirm-renew">
              {t("renewals.renew")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
