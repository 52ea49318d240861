import "../../../i18n/strings/risks.ts";
import { ActionIcon, Badge, Button, Group, Select, Stack, Text, Tooltip } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { messages } from "@platform/domain/messages";
import type { TRiskPackageView } from "@platform/domain/risks/views";
import { IconLock, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import {
  useAttachEndorsementMutation,
  useAvailableEndorsementsQuery,
  useRemoveEndorsementMutation,
  useRiskEndorsementsQuery,
} from "../editApi.ts";
import { EntryList, stamp } from "./EntryList.tsx";
import { isOpen, latestByRisk } from "./latest.ts";

/**
 * Endorsements (SPEC §2 underwriter panel): the clause versions on the current transactions;
 * the underwriter attaches published ones and removes those attached by hand. A rule's
 * endorsements are locked. Changing a quote's endorsements sends it back to be quoted again.
 */
export function EndorsementsTab({
  companyId,
  risk,
}: {
  companyId: number;
  risk: TRiskPackageView;
}) {
  const { t } = useTranslation();
  const attached = useRiskEndorsementsQuery({ companyId, id: risk.id });
  const [remove, removeState] = useRemoveEndorsementMutation();
  const open = latestByRisk(risk).filter(({ tx }) => isOpen(tx));
  const editable = risk.can.adjust && open.length > 0;
  const productName = (productId: number) =>
    risk.risks.find((r) => r.productId === productId)?.productName ?? "";
  return (
    <Stack gap="md">
      {editable ? (
        <AttachForm companyId={companyId} risk={risk} products={open.map((o) => o.risk)} />
      ) : (
        <Text size="sm" c="dimmed">
          {t("risks.endorsements.readOnly")}
        </Text>
      )}
      <EntryList
        isLoading={attached.isLoading}
        error={attached.error}
        rows={attached.data}
        empty={t("risks.endorsements.none")}
        testId="endorsements"
        render={(e) => (
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  {e.name}
                </Text>
                <Badge size="xs" variant="light">
                  {t("risks.endorsements.version", { n: e.versionNumber })}
                </Badge>
                {e.locked && (
                  <Badge size="xs" color="gray" leftSection={<IconLock size={10} />}>
                    {t("risks.endorsements.byRule")}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {risk.risks.length > 1 ? `${productName(e.productId)} · ` : ""}
                {e.addedBy?.name ?? t("risks.endorsements.rule")} · {stamp(e.createdAt)}
              </Text>
            </Stack>
            {editable && (
              <Tooltip label={e.locked ? messages.ruleLocked : t("risks.endorsements.remove")}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t("risks.endorsements.remove")}
                  disabled={e.locked}
                  loading={
                    removeState.isLoading && removeState.originalArgs?.endorsementId === e.id
                  }
                  data-testid={`endorsement-remove-${e.id}`}
                  onClick={async () => {
                    const result = await remove({ companyId, id: risk.id, endorsementId: e.id });
                    if (!result.error) notifySuccess(t("risks.endorsements.removed"));
                  }}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        )}
      />
    </Stack>
  );
}

function AttachForm({
  companyId,
  risk,
  products,
}: {
  companyId: number;
  risk: TRiskPackageView;
  products: { productId: number; productName: string }[];
}) {
  const { t } = useTranslation();
  const [productId, setProductId] = useState(String(products[0]!.productId));
  const [clauseVersionId, setClauseVersionId] = useState<string | null>(null);
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [chosenLabel, setChosenLabel] = useState<string | null>(null);
  // Choosing an option writes its label into the search box: that is not a new search.
  const available = useAvailableEndorsementsQuery({
    companyId,
    id: risk.id,
    productId: Number(productId),
    search: debounced === chosenLabel ? "" : debounced,
  });
  const optionLabel = (a: { name: string; versionNumber: number; offered: boolean }) =>
    `${a.name} (v${a.versionNumber})${a.offered ? ` · ${t("risks.endorsements.offered")}` : ""}`;
  const [attach, state] = useAttachEndorsementMutation();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!clauseVersionId) return setErrors({ clauseVersionId: t("risks.endorsements.choose") });
    const result = await attach({
      companyId,
      id: risk.id,
      body: { productId: Number(productId), clauseVersionId: Number(clauseVersionId) },
    });
    if (result.error) return setErrors(fieldErrors(result.error));
    setErrors({});
    setClauseVersionId(null);
    setChosenLabel(null);
    setSearch("");
    notifySuccess(t("risks.endorsements.attached"));
  };
  return (
    <form onSubmit={submit} noValidate data-testid="endorsement-form">
      <Stack gap="xs" maw={560}>
        {products.length > 1 && (
          <Select
            label={t("risks.workbench.product")}
            data={products.map((p) => ({ value: String(p.productId), label: p.productName }))}
            value={productId}
            allowDeselect={false}
            error={errors.productId}
            onChange={(value) => {
              setProductId(value ?? productId);
              setClauseVersionId(null);
            }}
          />
        )}
        <Select
          label={t("risks.endorsements.endorsement")}
          placeholder={t("risks.endorsements.searchPlaceholder")}
          searchable
          clearable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          data={(available.data ?? []).map((a) => ({
            value: String(a.clauseVersionId),
            label: optionLabel(a),
          }))}
          nothingFoundMessage={
            available.isFetching
              ? t("risks.endorsements.loading")
              : available.error
                ? t("errors.fetch.title")
                : t("risks.endorsements.noneAvailable")
          }
          value={clauseVersionId}
          onChange={(value, option) => {
            setClauseVersionId(value);
            setChosenLabel(option?.label ?? null);
            setErrors({});
          }}
          error={errors.clauseVersionId}
          data-testid="endorsement-select"
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            size="xs"
            loading={state.isLoading}
            data-testid="endorsement-attach"
          >
            {t("risks.endorsements.attach")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
