import "../../../i18n/strings/risks.ts";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { statusColours } from "../format.ts";

/** A transaction status, optionally prefixed with the transaction type's code (NB, ADJ…). */
export function RiskStatusBadge({ status, type }: { status: number; type?: number }) {
  const { t } = useTranslation();
  const code = type ? `${["", "NB", "ADJ", "CAN", "REN"][type] ?? ""} · ` : "";
  return (
    <Badge color={statusColours[status] ?? "gray"} variant="light" data-testid="risk-status">
      {code}
      {t(`risks.status.${status}` as "risks.status.1")}
    </Badge>
  );
}

/** An underwriting status (the company's workflow column) in its own colour. */
export function UnderwritingStatusBadge({
  status,
}: {
  status: { name: string; colour: string } | null;
}) {
  if (!status) return null;
  return (
    <Badge variant="dot" color={status.colour} styles={{ root: { textTransform: "none" } }}>
      {status.name}
    </Badge>
  );
}
