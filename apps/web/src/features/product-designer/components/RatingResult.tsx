import "../../../i18n/strings/rating.ts";
import { Alert, Badge, Button, Card, Group, Table, Text } from "@mantine/core";
import type { TRatingView } from "@platform/domain/product-design/index";
import { useTranslation } from "react-i18next";
import { FormulaValue } from "../../../ui/proposal-form/FormulaValue.tsx";

/** The preview's rating of complete answers: formulas, premium lines, fired rules, formula errors. */
export function RatingResult({
  result,
  onSaveAsTestCase,
}: {
  result: TRatingView;
  onSaveAsTestCase?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" data-testid="rating-result">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{t("rating.preview.result")}</Text>
        <Badge
          color={
            result.outcome === "quote" ? "green" : result.outcome === "refer" ? "yellow" : "red"
          }
        >
          {t(`rating.outcomes.${result.outcome}`)}
        </Badge>
      </Group>
      <Table withRowBorders={false} verticalSpacing={4} fz="sm">
        <Table.Tbody>
          {result.propertyFormulas.map((f) => (
            <Table.Tr key={f.name} data-formula={f.name}>
              <Table.Td>{f.title}</Table.Td>
              <Table.Td ta="right">
                <FormulaValue dataType={f.dataType} value={f.value} />
              </Table.Td>
            </Table.Tr>
          ))}
          {result.underwritingFormulas.map((f) => (
            <Table.Tr key={f.name} data-formula={f.name}>
              <Table.Td c="dimmed">{f.title}</Table.Td>
              <Table.Td ta="right" c="dimmed">
                <FormulaValue dataType={f.dataType} value={f.value} />
              </Table.Td>
            </Table.Tr>
          ))}
          {result.premium && (
            <>
              <Table.Tr>
                <Table.Td fw={500}>{t("rating.premium.grossPremium")}</Table.Td>
                <Table.Td ta="right" fw={500}>
                  <FormulaValue dataType="currency" value={result.premium.grossPremium} />
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td fw={600}>{t("rating.premium.amountPayable")}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  <FormulaValue dataType="currency" value={result.premium.amountPayable} />
                </Table.Td>
              </Table.Tr>
            </>
          )}
        </Table.Tbody>
      </Table>
      {result.rules
        .filter((r) => r.fired)
        .map((r) => (
          <Alert key={r.name} color={r.outcome === "decline" ? "red" : "yellow"} mt="xs" p="xs">
            <Text size="sm">{r.message}</Text>
          </Alert>
        ))}
      {result.errors.length > 0 && (
        <Text size="xs" c="dimmed" mt="xs">
          {result.errors.map((e) => `${e.formula}: ${e.message}`).join(" · ")}
        </Text>
      )}
      {onSaveAsTestCase && (
        <Button variant="subtle" size="xs" mt="xs" onClick={onSaveAsTestCase}>
          {t("rating.preview.saveAsTestCase")}
        </Button>
      )}
    </Card>
  );
}
