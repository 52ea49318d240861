import "../../i18n/strings/reports.ts";
import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRepresentingCompany } from "../../app/session/useRepresentingCompany.ts";
import { useDocumentTitle } from "../../ui/useDocumentTitle.ts";
import { LossRatios } from "./LossRatios.tsx";

/**
 * An insurer's dashboard (SPEC §1 "Insurers get real-time bordereaux data and monitor
 * products"): the agreements it carries with their loss ratios; it has no referral queues.
 */
export function InsurerOverview() {
  const { t } = useTranslation();
  useDocumentTitle(t("reports.lossRatios.insurerTitle"));
  const { id: companyId } = useRepresentingCompany();
  return (
    <Container size="lg" py={{ base: "lg", sm: 40 }}>
      <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {t("reports.lossRatios.insurerTitle")}
          </Title>
          <Text c="dimmed" maw={720}>
            {t("reports.lossRatios.insurerIntro")}
          </Text>
        </Stack>
        <Button component={Link} to="/company/bordereaux" variant="default">
          {t("reports.lossRatios.bordereaux")}
        </Button>
      </Group>
      {companyId !== null && <LossRatios companyId={companyId} />}
    </Container>
  );
}
