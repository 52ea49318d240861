import "../../i18n/strings/products.ts";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

const colours = {
  draft: "gray",
  published: "green",
  archived: "dark",
  locked: "orange",
  unsaved: "yellow",
} as const;

export type CatalogueStatus = keyof typeof colours;

export function StatusBadge({ status }: { status: CatalogueStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={colours[status]}
      variant="light"
      radius="sm"
      style={{ flexShrink: 0, minWidth: "max-content" }}
    >
      {t(`products.status.${status}`)}
    </Badge>
  );
}
