import "../i18n/strings/risks.ts";
import { Badge } from "@mantine/core";
import { type TransactionTypeId, transactionTypeCodes } from "@platform/domain/enums";
import { useTranslation } from "react-i18next";

const colours: Record<number, string> = {
  1: "gray",
  2: "blue",
  3: "teal",
  4: "red",
  5: "orange",
  6: "dark",
  7: "green",
};

/** A risk transaction's status (and type code) for pages outside the risks feature. */
export function TransactionStatusBadge({ status, type }: { status: number; type?: number }) {
  const { t } = useTranslation();
  const code = type ? `${transactionTypeCodes[type as TransactionTypeId] ?? ""} · ` : "";
  return (
    <Badge color={colours[status] ?? "gray"} variant="light" data-testid="transaction-status">
      {code}
      {t(`risks.status.${status}` as "risks.status.1")}
    </Badge>
  );
}
