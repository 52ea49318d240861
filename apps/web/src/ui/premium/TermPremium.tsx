import "../../i18n/strings/premium.ts";
import { Accordion, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { PremiumBreakdown } from "@platform/domain/rating/premium";
import { useTranslation } from "react-i18next";
import { money, PremiumTable } from "./PremiumTable.tsx";

/**
 * A policy term's premium (the server's `termPremium`: every bound transaction summed, net of
 * returns): gross and amount payable at a glance, every line on request.
 */
export function TermPremium({
  premium,
  currency,
}: {
  premium: PremiumBreakdown;
  currency?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: "xs", sm: "md" }} data-testid="term-premium">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            {t("premium.term.title")}
          </Title>
          <Text size="xs" c="dimmed">
            {t("premium.term.hint")}
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end">
          <Text ff="monospace" fw={700} data-testid="term-gross">
            {t("premium.term.gross", { amount: money(premium.grossPremium, currency) })}
          </Text>
          <Text ff="monospace" size="sm" c="dimmed" data-testid="term-payable">
            {t("premium.term.payable", { amount: money(premium.amountPayable, currency) })}
          </Text>
        </Stack>
      </Group>
      <Accordion variant="default" mt="xs">
        <Accordion.Item value="lines">
          <Accordion.Control>{t("premium.term.lines")}</Accordion.Control>
          <Accordion.Panel>
            <PremiumTable premium={premium} currency={currency} testId="term-premium-lines" />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Paper>
  );
}
