import "../../../../i18n/strings/risks.ts";
import { Alert, Badge, Card, Center, Group, List, Loader, Stack, Text, Title } from "@mantine/core";
import type { TBrokerRatingView } from "@platform/domain/product-design/views";
import { useTranslation } from "react-i18next";
import { PremiumTable } from "../../../../ui/premium/PremiumTable.tsx";

const outcomeColours = { decline: "red", refer: "orange", endorse: "blue" } as const;

/** Step 5: the indicative premium with every line, and the rules that fired. */
export function SummaryStep({
  rating,
  isLoading,
  error,
  complete,
}: {
  rating: TBrokerRatingView | undefined;
  isLoading: boolean;
  error: string | null;
  complete: boolean;
}) {
  const { t } = useTranslation();
  if (isLoading) {
    return (
      <Center py="xl" aria-busy="true">
        <Loader size="sm" />
      </Center>
    );
  }
  return (
    <Stack gap="md">
      {!complete && (
        <Alert color="orange" variant="light" data-testid="incomplete-notice">
          {t("risks.flow.submitAsIsHint")}
        </Alert>
      )}
      {error && <Alert color="red">{t("risks.flow.rateFailed", { message: error })}</Alert>}
      {!rating && !error && <Text c="dimmed">{t("risks.flow.summaryUnavailable")}</Text>}
      {rating && (
        <Card withBorder radius="md" padding="lg" data-testid="quote-summary">
          <Title order={2} fz="md" mb="xs">
            {t("risks.flow.summaryIndication")}
          </Title>
          {rating.premium ? (
            <PremiumTable premium={rating.premium} testId="summary-premium" />
          ) : (
            <Text c="dimmed">{rating.premiumError ?? t("risks.flow.summaryUnavailable")}</Text>
          )}
          <Text size="xs" c="dimmed" mt="sm">
            {t("risks.flow.summaryHint")}
          </Text>
        </Card>
      )}
      {rating && rating.rules.length > 0 && (
        <Card withBorder radius="md" padding="lg">
          <Title order={2} fz="md" mb="xs">
            {t("risks.flow.rules")}
          </Title>
          <List spacing={6}>
            {rating.rules.map((rule, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fired rules have no id here
              <List.Item key={index}>
                <Group gap="xs" wrap="nowrap">
                  <Badge
                    color={outcomeColours[rule.outcome as keyof typeof outcomeColours] ?? "gray"}
                    variant="light"
                  >
                    {t(`risks.outcome.${rule.outcome}` as "risks.outcome.refer")}
                  </Badge>
                  {rule.message && <Text size="sm">{rule.message}</Text>}
                </Group>
              </List.Item>
            ))}
          </List>
        </Card>
      )}
    </Stack>
  );
}
