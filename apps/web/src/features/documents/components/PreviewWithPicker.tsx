import { Button, Group, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { usePreviewRisksQuery } from "../api.ts";

/** What a template preview renders with: a sample risk or one of the company's own risks. */
export type PreviewWith = { sample: "pi" | "motor" } | { riskPackageId: number };

/** The preview request's fields for `using` (query string or body). */
export const previewFields = (using: PreviewWith) =>
  "riskPackageId" in using ? { riskPackageId: using.riskPackageId } : { sample: using.sample };

/** `previewFields` as a query string. */
export const previewQuery = (using: PreviewWith) =>
  new URLSearchParams(Object.entries(previewFields(using)).map(([k, v]) => [k, String(v)]));

/** The editors' preview row: "Preview with" and the Preview button. */
export function PreviewBar({
  companyId,
  using,
  onUsing,
  error,
  onPreview,
  disabled = false,
}: {
  companyId: number | null;
  using: PreviewWith;
  onUsing: (using: PreviewWith) => void;
  error?: string | undefined;
  onPreview: () => void;
  disabled?: boolean;
}) {
  return (
    <Group align="flex-end">
      {companyId !== null && (
        <PreviewWithPicker companyId={companyId} value={using} onChange={onUsing} error={error} />
      )}
      <Button variant="light" disabled={disabled} onClick={onPreview}>
        Preview
      </Button>
    </Group>
  );
}

const samples = [
  { value: "sample:pi", label: "PI sample" },
  { value: "sample:motor", label: "Motor sample" },
];

const keyOf = (using: PreviewWith) =>
  "riskPackageId" in using ? `risk:${using.riskPackageId}` : `sample:${using.sample}`;

/**
 * "Preview with": the two sample risks, then the company's risks found by reference or insured
 * (searched on the server, newest first), so a template can be checked against a real policy.
 */
export function PreviewWithPicker({
  companyId,
  value,
  onChange,
  error,
}: {
  companyId: number;
  value: PreviewWith;
  onChange: (using: PreviewWith) => void;
  error?: string | undefined;
}) {
  const [search, setSearch] = useState("");
  const [searched] = useDebouncedValue(search, 250);
  // The chosen risk keeps its label when a later search no longer lists it.
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const risks = usePreviewRisksQuery({ companyId, search: searched });
  const found = (risks.data?.data ?? []).map((risk) => ({
    value: `risk:${risk.id}`,
    label: `${risk.reference} · ${risk.insuredName}`,
  }));
  const own = chosen && !found.some((o) => o.value === chosen.value) ? [chosen, ...found] : found;
  return (
    <Select
      label="Preview with"
      description="A sample, or one of your risks by reference or insured"
      searchable
      data={[
        { group: "Samples", items: samples },
        { group: "The company's risks", items: own },
      ]}
      value={keyOf(value)}
      onChange={(key, option) => {
        if (!key) return;
        if (key.startsWith("risk:")) {
          setChosen({ value: key, label: option.label });
          onChange({ riskPackageId: Number(key.slice(5)) });
        } else {
          onChange({ sample: key.slice(7) as "pi" | "motor" });
        }
      }}
      onSearchChange={setSearch}
      nothingFoundMessage={risks.isFetching ? "Searching…" : "No risk matches"}
      error={error}
      w={{ base: "100%", sm: 400 }}
      allowDeselect={false}
    />
  );
}
