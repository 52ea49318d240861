import "../i18n/strings/risks.ts";
import { Badge, Group, Text } from "@mantine/core";
import type { PolicyStateKey, TPolicyStatus } from "@platform/domain/risks/policy-status";
import { useTranslation } from "react-i18next";
import { formatIsoDate } from "./formatDate.ts";

const colours: Record<PolicyStateKey, string> = {
  initiated: "gray",
  submitted: "blue",
  quoted: "teal",
  referred: "orange",
  declined: "red",
  notTakenUp: "dark",
  bound: "green",
  cancelled: "red",
  expired: "dark",
};

/** The string naming when cover ended or ends: a cancelled or expired policy's; null while it runs. */
export function coverEndKey(status: TPolicyStatus) {
  if (status.state === "cancelled")
    return status.ended ? "risks.policyStatus.coverEnded" : "risks.policyStatus.coverEnds";
  if (status.state === "expired") return "risks.policyStatus.expiredOn";
  return null;
}

/**
 * The policy's state derived from its transactions (Cancelled, Expired, Bound…), with a change in
 * progress beside it ("Adjustment pending · Quoted") and, with `coverEnd`, when cover ended.
 */
export function PolicyStatusBadge({
  status,
  coverEnd = false,
  testId = "policy-status",
}: {
  status: TPolicyStatus;
  coverEnd?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const endKey = coverEnd ? coverEndKey(status) : null;
  return (
    <Group gap={6} wrap="wrap" data-testid={testId}>
      <Badge color={colours[status.state]} variant="light" data-testid="policy-state">
        {t(`risks.policyStatus.${status.state}`)}
      </Badge>
      {status.pending && (
        <Badge color="yellow" variant="outline" data-testid="pending-change">
          {t("risks.policyStatus.pending", {
            change: t(`risks.policyStatus.change.${status.pending.kind}`),
            status: t(`risks.status.${status.pending.status}` as "risks.status.1"),
          })}
        </Badge>
      )}
      {endKey && (
        <Text size="xs" c="dimmed" data-testid="cover-end">
          {/* SPEC §9 dates: "Cover ended 1 July 2026". */}
          {t(endKey, { date: formatIsoDate(status.coverEnd) })}
        </Text>
      )}
    </Group>
  );
}
