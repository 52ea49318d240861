import "../../../i18n/strings/claims.ts";
import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import type { TClaimSummary } from "@platform/domain/claims/schemas";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatIsoDate } from "../../../ui/formatDate.ts";
import { money } from "../format.ts";

export const statusColour: Record<string, string> = {
  notified: "yellow",
  open: "blue",
  reopened: "orange",
  closed: "gray",
  declined: "red",
  converted: "teal",
};

/** Claims or incidents as cards (they read on a phone as well as on a desk). */
export function ClaimList({
  rows,
  base,
  empty,
}: {
  rows: TClaimSummary[] | undefined;
  base: "/claims" | "/incidents";
  empty: string;
}) {
  const { t } = useTranslation();
  if (!rows || rows.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="claims-empty">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="claim-list">
      {rows.map((c) => (
        <Paper
          key={c.id}
          withBorder
          radius="md"
          p="sm"
          component={Link}
          to={`${base}/${c.id}`}
          style={{ color: "inherit", textDecoration: "none" }}
          data-testid="claim-row"
        >
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs">
              <Text fw={600}>{c.reference}</Text>
              <Badge variant="light" color={c.kind === "incident" ? "grape" : "blue"}>
                {t(`claims.kind.${c.kind}`)}
              </Badge>
            </Group>
            <Badge color={statusColour[c.status] ?? "gray"} data-testid="claim-row-status">
              {t(`claims.status.${c.status as "open"}`)}
            </Badge>
          </Group>
          <Text size="sm" lineClamp={2}>
            {c.description}
          </Text>
          <Group gap="md" mt={4} wrap="wrap">
            <Text size="xs" c="dimmed">
              {c.policy
                ? `${c.policy.policyNumber ?? c.policy.reference} · ${c.policy.insuredName}`
                : t("claims.noPolicy")}
            </Text>
            <Text size="xs" c="dimmed">
              {t("claims.field.dateOfLoss")}: {formatIsoDate(c.dateOfLoss)}
            </Text>
            {c.totals && (
              <Text size="xs" c="dimmed">
                {t("claims.totals.incurred")}: {money(c.totals.incurred)}
              </Text>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
