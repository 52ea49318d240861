import "../../../i18n/strings/claims.ts";
import { Divider, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { useListClaimsQuery } from "../api.ts";
import { ClaimList } from "./ClaimList.tsx";
import { NotifyClaimForm } from "./NotifyClaimForm.tsx";
import { PolicyClientLink } from "./PolicyClientLink.tsx";

/**
 * The claims tab of the risk page: its claims, and the notify form for those who may notify on
 * a bound policy (a reader of a bound policy sees the claims alone).
 */
export function RiskClaims({
  companyId,
  riskPackageId,
  bound,
  canNotify,
}: {
  companyId: number;
  riskPackageId: number;
  bound: boolean;
  canNotify: boolean;
}) {
  const { t } = useTranslation();
  const list = useListClaimsQuery({ companyId, params: { riskPackageId, perPage: 100 } });
  return (
    <Stack gap="md" data-testid="risk-claims">
      <QueryPanel
        isLoading={list.isLoading}
        error={list.error}
        item={t("claims.item")}
        onRetry={list.refetch}
      >
        <ClaimList rows={list.data?.data} base="/claims" empty={t("claims.none")} />
      </QueryPanel>
      {bound && canNotify && (
        <>
          <Divider />
          <Text size="sm" c="dimmed">
            {t("claims.notifyHint")}
          </Text>
          <NotifyClaimForm companyId={companyId} riskPackageId={riskPackageId} narrow />
          <Divider />
          <PolicyClientLink companyId={companyId} riskPackageId={riskPackageId} />
        </>
      )}
      {!bound && (
        <>
          <Divider />
          <Text size="sm" c="dimmed">
            {t("claims.notBound")}
          </Text>
        </>
      )}
    </Stack>
  );
}
