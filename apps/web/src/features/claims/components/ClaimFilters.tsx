import "../../../i18n/strings/claims.ts";
import { Group, Select, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";

const statuses = ["notified", "open", "reopened", "closed", "declined", "converted"] as const;

/** Search, status and (for legal firms) kind filters of a claims or incidents list. */
export function ClaimFilters({
  search,
  status,
  kind,
  onChange,
  withKind = false,
}: {
  search: string;
  status: string | null;
  kind?: string | null;
  onChange: (next: { search?: string; status?: string | null; kind?: string | null }) => void;
  withKind?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap" data-testid="claim-filters">
      <TextInput
        placeholder={t("claims.search")}
        aria-label={t("claims.search")}
        value={search}
        onChange={(e) => onChange({ search: e.currentTarget.value })}
        style={{ flex: 1, minWidth: 200 }}
        data-testid="claim-search"
      />
      <Select
        placeholder={t("claims.allStatuses")}
        aria-label={t("claims.allStatuses")}
        data={statuses.map((s) => ({ value: s, label: t(`claims.status.${s}`) }))}
        value={status}
        onChange={(value) => onChange({ status: value })}
        clearable
        w={{ base: "100%", xs: 170 }}
      />
      {withKind && (
        <Select
          placeholder={t("claims.allKinds")}
          aria-label={t("claims.allKinds")}
          data={(["claim", "incident"] as const).map((k) => ({
            value: k,
            label: t(`claims.kind.${k}`),
          }))}
          value={kind ?? null}
          onChange={(value) => onChange({ kind: value })}
          clearable
          w={{ base: "100%", xs: 210 }}
        />
      )}
    </Group>
  );
}
