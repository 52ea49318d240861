import "../../../i18n/strings/risks.ts";
import { Alert, Group, List, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { formatDateAu } from "@platform/domain/documents/format";
import type { TRiskPackageView } from "@platform/domain/risks/views";
import { useTranslation } from "react-i18next";
import { formatIsoDate } from "../../../ui/formatDate.ts";
import { coverEndKey, PolicyStatusBadge } from "../../../ui/PolicyStatusBadge.tsx";
import { EditDetailsButton } from "./EditDetailsModal.tsx";
import { UnderwritingStatusBadge } from "./RiskStatusBadge.tsx";

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** Reference, insured, status, dates, policy number and the parties of a risk package. */
export function RiskHeader({ risk }: { risk: TRiskPackageView }) {
  const { t } = useTranslation();
  const address = risk.insured.address;
  const place = [address.line1, address.city, address.state, address.postcode]
    .filter(Boolean)
    .join(", ");
  const { policyStatus } = risk;
  // A cancelled policy's cover ended before the term's expiry: the header says when (SPEC §9 dates).
  const cancelled = policyStatus.state === "cancelled";
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Text ff="monospace" c="dimmed" size="sm" data-testid="risk-reference">
            {risk.reference}
          </Text>
          <Title order={1} fz={{ base: 24, sm: 30 }} data-testid="risk-insured">
            {risk.insured.name}
          </Title>
          <Text size="sm" c="dimmed">
            {risk.productPackage.name}
            {place ? ` · ${place}` : ""}
          </Text>
        </Stack>
        <Group gap="xs">
          <PolicyStatusBadge status={policyStatus} testId="risk-status" />
          <UnderwritingStatusBadge status={risk.underwritingStatus} />
          <EditDetailsButton risk={risk} />
        </Group>
      </Group>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
          <Field label={t("risks.detail.inception")}>{formatIsoDate(risk.inceptionDate)}</Field>
          {cancelled ? (
            <Field label={t("risks.detail.coverEnd")}>
              <span data-testid="cover-end">
                {t(coverEndKey(policyStatus) ?? "risks.policyStatus.coverEnds", {
                  date: formatDateAu(policyStatus.coverEnd),
                })}
              </span>
            </Field>
          ) : (
            <Field label={t("risks.detail.expiry")}>
              {formatIsoDate(risk.expiryDate)}{" "}
              <Text span size="xs" c="dimmed">
                ({t("risks.detail.term", { count: risk.termMonths })})
              </Text>
            </Field>
          )}
          <Field label={t("risks.detail.policyNumber")}>
            <span data-testid="policy-number">{risk.policyNumber ?? "—"}</span>
          </Field>
          <Field label={t("risks.detail.brokerage")}>
            {risk.brokerCompany.name}
            {risk.brokerUser && (
              <Text size="xs" c="dimmed">
                {risk.brokerUser.name}
              </Text>
            )}
          </Field>
          <Field label={t("risks.detail.underwriter")}>{risk.underwriterCompany.name}</Field>
          {/* Hidden from brokers when the product says so: the server then sends null. */}
          {risk.assignedUnderwriter && (
            <Field label={t("risks.detail.assigned")}>{risk.assignedUnderwriter.name}</Field>
          )}
        </SimpleGrid>
      </Paper>
      {risk.transactionStatus === 5 && risk.referralReasons.length > 0 && (
        <Alert
          color="orange"
          title={t("risks.detail.referralReasons")}
          data-testid="referral-reasons"
        >
          <List size="sm">
            {risk.referralReasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
