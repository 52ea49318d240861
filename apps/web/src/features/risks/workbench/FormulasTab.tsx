import "../../../i18n/strings/risks.ts";
import { Button, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import type { TRiskPackageView } from "@platform/domain/risks/views";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorBody } from "../../../api/apiErrors.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { FormulaValue } from "../../../ui/proposal-form/FormulaValue.tsx";
import { useRiskActionMutation } from "../api.ts";
import { isOpen, latestByRisk } from "./latest.ts";

const shown = (value: unknown): string | boolean | null =>
  value === null || value === undefined ? null : typeof value === "boolean" ? value : String(value);

/**
 * The underwriting formulas and property values of each risk's open transaction; the
 * underwriter overrides values and the premium is rated again (`POST …/overrides`).
 */
export function FormulasTab({ companyId, risk }: { companyId: number; risk: TRiskPackageView }) {
  const { t } = useTranslation();
  const [edits, setEdits] = useState<Record<number, Record<string, string>>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [act, state] = useRiskActionMutation();
  const rows = latestByRisk(risk).filter(({ tx }) => tx && tx.values.length > 0);
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t("risks.workbench.noFormulas")}
      </Text>
    );
  const save = async (productId: number) => {
    const overrides = edits[productId] ?? {};
    const result = await act({
      companyId,
      id: risk.id,
      action: "overrides",
      body: { productId, overrides },
    });
    if (result.error) {
      setErrors((e) => ({
        ...e,
        [productId]: apiErrorBody(result.error)?.message ?? t("common.unknownError"),
      }));
      return;
    }
    setEdits((e) => ({ ...e, [productId]: {} }));
    setErrors((e) => ({ ...e, [productId]: "" }));
    notifySuccess(t("risks.workbench.overridesSaved"));
  };
  return (
    <Stack gap="lg">
      {rows.map(({ risk: r, tx }) => {
        const editable = risk.can.adjust && isOpen(tx);
        const changed = Object.keys(edits[r.productId] ?? {}).length > 0;
        return (
          <Stack key={r.id} gap="xs">
            <Title order={3} fz="sm">
              {r.productName}
            </Title>
            <Table.ScrollContainer minWidth={420}>
              <Table verticalSpacing={4} data-testid="formulas">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("risks.workbench.formula")}</Table.Th>
                    <Table.Th ta="right">{t("risks.workbench.value")}</Table.Th>
                    {editable && <Table.Th>{t("risks.workbench.override")}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {tx?.values.map((v) => (
                    <Table.Tr key={v.name}>
                      <Table.Td>
                        <Text size="sm">{v.title}</Text>
                        {v.overridden && (
                          <Text size="xs" c="grape">
                            {t("risks.workbench.overridden")}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="right">
                        <FormulaValue dataType={v.dataType} value={shown(v.value)} />
                      </Table.Td>
                      {editable && (
                        <Table.Td>
                          <TextInput
                            size="xs"
                            aria-label={`${t("risks.workbench.override")}: ${v.title}`}
                            value={edits[r.productId]?.[v.name] ?? ""}
                            onChange={(event) => {
                              const value = event.currentTarget.value;
                              setEdits((e) => {
                                const mine = { ...(e[r.productId] ?? {}) };
                                if (value === "") delete mine[v.name];
                                else mine[v.name] = value;
                                return { ...e, [r.productId]: mine };
                              });
                            }}
                          />
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {errors[r.productId] && (
              <Text size="sm" c="red">
                {errors[r.productId]}
              </Text>
            )}
            {editable && (
              <Group justify="flex-end">
                <Button
                  size="xs"
                  disabled={!changed}
                  loading={state.isLoading}
                  onClick={() => save(r.productId)}
                >
                  {t("risks.workbench.saveOverrides")}
                </Button>
              </Group>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
