import "../../i18n/strings/rating.ts";
import { Text } from "@mantine/core";
import { formatCurrency } from "@platform/domain/format";
import { useTranslation } from "react-i18next";

/** A formula's value as the underwriter reads it: money to the cent, numbers exact, booleans as words. */
export function FormulaValue({
  dataType,
  value,
}: {
  dataType: string;
  value: string | boolean | null;
}) {
  const { t } = useTranslation();
  if (value === null)
    return (
      <Text span c="dimmed" size="sm">
        {t("rating.preview.noValue")}
      </Text>
    );
  if (typeof value === "boolean")
    return <>{value ? t("rating.preview.yes") : t("rating.preview.no")}</>;
  if (dataType === "currency")
    return <>{formatCurrency(value, "aud", { fixedScale: true }) || value}</>;
  return <>{value}</>;
}
