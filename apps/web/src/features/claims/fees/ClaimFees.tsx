import "../../../i18n/strings/claims.ts";
import { Divider, Paper, Stack, Text, Title } from "@mantine/core";
import type { TClaimView } from "@platform/domain/claims/schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { ListPager } from "../../../ui/ListPager.tsx";
import { useFeeSubmissionsQuery } from "../api.ts";
import { FeeRow } from "./FeeRow.tsx";
import { FeeSubmitForm } from "./FeeSubmitForm.tsx";

/**
 * A legal firm's fees on the claim page: the appointed firm submits a fee and follows its
 * submissions; the underwriter sees those awaiting approval, with Approve and Decline. Nobody
 * else sees the panel (`can.readFees`).
 */
export function ClaimFees({ companyId, claim }: { companyId: number; claim: TClaimView }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { can } = claim;
  const deciding = can.decideFees;
  const list = useFeeSubmissionsQuery(
    { companyId, id: claim.id, page, ...(deciding ? { status: "pending" as const } : {}) },
    { skip: !can.readFees },
  );
  if (!can.readFees) return null;
  const rows = list.data?.data ?? [];
  return (
    <Paper withBorder radius="md" p="md" data-testid="claim-fees">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {deciding ? t("claims.fees.pendingTitle") : t("claims.fees.title")}
        </Title>
        <QueryPanel isLoading={list.isLoading} error={list.error} item={t("claims.fees.title")}>
          <Stack gap="sm" data-testid="fee-list">
            {rows.length === 0 && (
              <Text size="sm" c="dimmed">
                {deciding ? t("claims.fees.nonePending") : t("claims.fees.none")}
              </Text>
            )}
            {rows.map((fee, index) => (
              <Stack key={fee.id} gap="sm">
                {index > 0 && <Divider />}
                <FeeRow
                  companyId={companyId}
                  fee={fee}
                  canDecide={deciding}
                  canApprove={can.payFees}
                />
              </Stack>
            ))}
            <ListPager meta={list.data?.meta} onChange={setPage} />
          </Stack>
        </QueryPanel>
        {can.submitFee && (
          <>
            <Divider />
            <FeeSubmitForm companyId={companyId} claimId={claim.id} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
