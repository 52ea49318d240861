import "../../../i18n/strings/rating.ts";
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  FileButton,
  Grid,
  Group,
  MultiSelect,
  NavLink,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import {
  columnName,
  datasetColumnTypes,
  type TDatasetInput,
  type TDatasetView,
} from "@platform/domain/product-design/index";
import { IconDatabase, IconPlus, IconTrash, IconUpload } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorBody } from "../../../api/apiErrors.ts";
import { useLoadOnce } from "../../../ui/forms/useLoadOnce.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import {
  type DatasetScope,
  useCopyCustomDatasetMutation,
  useDeleteDatasetMutation,
  useGetDatasetQuery,
  useImportCsvMutation,
  useListCustomDatasetsQuery,
  useListDatasetsQuery,
  useSaveDatasetMutation,
} from "../api.ts";

type Draft = TDatasetInput & { id: number | null };

const toDraft = (d: TDatasetView): Draft => ({
  id: d.id,
  name: d.name,
  description: d.description,
  columns: d.columns,
  keyColumns: d.keyColumns,
  range: d.range,
  rows: d.rows,
});

const emptyDraft = (n: number): Draft => ({
  id: null,
  name: `dataset${n}`,
  description: null,
  columns: [
    { name: "key", type: "text" },
    { name: "value", type: "number" },
  ],
  keyColumns: ["key"],
  range: null,
  rows: [{ key: "", value: "" }],
});

/**
 * Datasets of a scope: a product version's (with copies from the company library) or the
 * company library's own; a list, a grid editor and CSV upload.
 */
export function DatasetsPanel({ scope, readOnly }: { scope: DatasetScope; readOnly: boolean }) {
  const { t } = useTranslation();
  const { data } = useListDatasetsQuery(scope);
  const inVersion = scope.versionId !== undefined;
  const library = useListCustomDatasetsQuery(scope.companyId, { skip: !inVersion });
  const [save, saving] = useSaveDatasetMutation();
  const [remove] = useDeleteDatasetMutation();
  const [importCsv, importing] = useImportCsvMutation();
  const [copy] = useCopyCustomDatasetMutation();
  const datasets = data?.data ?? [];
  const [selected, setSelected] = useState<number | "new" | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  // The list carries no cells: the selected dataset is opened whole for the grid.
  const opened = useGetDatasetQuery(
    { ...scope, id: typeof selected === "number" ? selected : 0 },
    { skip: typeof selected !== "number" },
  );
  const openedDataset = opened.data;

  useEffect(() => {
    if (selected === null && datasets[0]) setSelected(datasets[0].id);
  }, [selected, datasets]);
  // Another dataset chosen: its grid shows once loaded (the one just saved stays as it is).
  useEffect(() => {
    if (selected === "new") return;
    setDraft((current) => (current?.id === selected ? current : null));
    setErrors({});
  }, [selected]);
  // Once per dataset: a refetch (after a save, on reconnecting) does not overwrite the grid.
  const { markLoaded } = useLoadOnce(
    typeof selected === "number" ? selected : null,
    openedDataset?.id === selected ? openedDataset : undefined,
    (dataset) => setDraft(toDraft(dataset)),
  );

  const upload = async (file: File | null) => {
    if (!file) return;
    const csv = await file.text();
    const name = columnName(file.name.replace(/\.csv$/i, ""), 0);
    const result = await importCsv({ ...scope, upload: { name, csv } });
    if ("data" in result && result.data) {
      setSelected(result.data.id);
      notifySuccess(t("rating.datasets.imported", { name }));
    }
  };

  const submit = async () => {
    if (!draft) return;
    const { id, ...dataset } = draft;
    const result = await save({ ...scope, id, dataset });
    if (result.error) setErrors(apiErrorBody(result.error)?.errors ?? {});
    else {
      // What was typed while the save was in flight stays in the grid.
      const savedId = result.data.id;
      markLoaded(savedId);
      setDraft((current) => current && { ...current, id: savedId });
      setErrors({});
      setSelected(savedId);
      notifySuccess(t("common.saved"));
    }
  };

  const setCell = (row: number, column: string, value: string) =>
    draft &&
    setDraft({
      ...draft,
      rows: draft.rows.map((r, i) =>
        i === row ? { ...r, [column]: value === "" ? null : value } : r,
      ),
    });

  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Stack gap="xs">
          {datasets.map((d) => (
            <NavLink
              key={d.id}
              active={selected === d.id}
              label={d.name}
              description={t("rating.datasets.rows", { count: d.rowCount })}
              leftSection={<IconDatabase size={16} />}
              onClick={() => setSelected(d.id)}
            />
          ))}
          {datasets.length === 0 && (
            <Text size="sm" c="dimmed">
              {t("rating.datasets.none")}
            </Text>
          )}
          {!readOnly && (
            <>
              <FileButton onChange={upload} accept=".csv,text/csv">
                {(props) => (
                  <Button
                    {...props}
                    variant="light"
                    leftSection={<IconUpload size={16} />}
                    loading={importing.isLoading}
                  >
                    {t("rating.datasets.upload")}
                  </Button>
                )}
              </FileButton>
              <Button
                variant="default"
                leftSection={<IconPlus size={16} />}
                onClick={() => {
                  setSelected("new");
                  setDraft(emptyDraft(datasets.length + 1));
                }}
              >
                {t("rating.datasets.new")}
              </Button>
              {inVersion && (library.data?.data.length ?? 0) > 0 && (
                <Select
                  label={t("rating.datasets.copyFromLibrary")}
                  placeholder={t("rating.datasets.chooseLibrary")}
                  data={(library.data?.data ?? []).map((d) => ({
                    value: String(d.id),
                    label: d.name,
                  }))}
                  value={null}
                  onChange={async (v) => {
                    if (!v) return;
                    const result = await copy({ ...scope, customDatasetId: Number(v) });
                    if ("data" in result && result.data) setSelected(result.data.id);
                  }}
                />
              )}
            </>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        {draft && (
          <Card withBorder radius="md" padding="md">
            <Stack gap="sm">
              <Group align="flex-end" wrap="wrap">
                <TextInput
                  label={t("rating.datasets.name")}
                  value={draft.name}
                  readOnly={readOnly}
                  error={errors.name?.[0]}
                  onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
                  styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
                />
                <MultiSelect
                  label={t("rating.datasets.keyColumns")}
                  data={draft.columns.map((c) => c.name)}
                  value={draft.keyColumns ?? []}
                  readOnly={readOnly}
                  onChange={(keyColumns) => setDraft({ ...draft, keyColumns })}
                  miw={200}
                />
                <Select
                  label={t("rating.datasets.rangeFrom")}
                  data={draft.columns.map((c) => c.name)}
                  value={draft.range?.from ?? null}
                  clearable
                  readOnly={readOnly}
                  onChange={(from) =>
                    setDraft({
                      ...draft,
                      range: from ? { from, to: draft.range?.to ?? from } : null,
                    })
                  }
                  w={140}
                />
                <Select
                  label={t("rating.datasets.rangeTo")}
                  data={draft.columns.map((c) => c.name)}
                  value={draft.range?.to ?? null}
                  disabled={!draft.range}
                  readOnly={readOnly}
                  onChange={(to) =>
                    draft.range && to && setDraft({ ...draft, range: { ...draft.range, to } })
                  }
                  w={140}
                />
              </Group>
              <Text size="xs" c="dimmed">
                {t("rating.datasets.lookupHelp", { name: draft.name })}
              </Text>
              {Object.keys(errors).length > 0 && (
                <Alert color="red" p="xs">
                  {Object.entries(errors)
                    .slice(0, 5)
                    .map(([path, list]) => (
                      <Text key={path} size="xs">
                        {list[0]}
                      </Text>
                    ))}
                </Alert>
              )}
              <ScrollArea type="auto">
                <Table
                  withTableBorder
                  withColumnBorders
                  verticalSpacing={2}
                  horizontalSpacing={4}
                  miw={draft.columns.length * 130}
                >
                  <Table.Thead>
                    <Table.Tr>
                      {draft.columns.map((c, ci) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a column keeps its place while renamed
                        <Table.Th key={ci} miw={120}>
                          <Stack gap={2}>
                            <Group gap={2} wrap="nowrap">
                              <TextInput
                                size="xs"
                                aria-label={t("rating.datasets.columnName")}
                                value={c.name}
                                readOnly={readOnly}
                                onChange={(e) => {
                                  const name = e.currentTarget.value;
                                  setDraft({
                                    ...draft,
                                    columns: draft.columns.map((x, i) =>
                                      i === ci ? { ...x, name } : x,
                                    ),
                                    rows: draft.rows.map((r) => {
                                      const { [c.name]: v, ...rest } = r;
                                      return { ...rest, [name]: v ?? null };
                                    }),
                                  });
                                }}
                                styles={{
                                  input: { fontFamily: "var(--mantine-font-family-monospace)" },
                                }}
                              />
                              {!readOnly && draft.columns.length > 1 && (
                                <ActionIcon
                                  size="sm"
                                  variant="subtle"
                                  color="red"
                                  aria-label={t("rating.datasets.deleteColumn", { name: c.name })}
                                  onClick={() =>
                                    setDraft({
                                      ...draft,
                                      columns: draft.columns.filter((_, i) => i !== ci),
                                      keyColumns: (draft.keyColumns ?? []).filter(
                                        (k) => k !== c.name,
                                      ),
                                    })
                                  }
                                >
                                  <IconTrash size={14} />
                                </ActionIcon>
                              )}
                            </Group>
                            <Select
                              size="xs"
                              aria-label={t("rating.datasets.columnType")}
                              data={datasetColumnTypes.map((type) => ({
                                value: type,
                                label: t(`rating.datasets.types.${type}`),
                              }))}
                              value={c.type}
                              allowDeselect={false}
                              readOnly={readOnly}
                              onChange={(v) =>
                                v &&
                                setDraft({
                                  ...draft,
                                  columns: draft.columns.map((x, i) =>
                                    i === ci ? { ...x, type: v as typeof c.type } : x,
                                  ),
                                })
                              }
                            />
                          </Stack>
                        </Table.Th>
                      ))}
                      {!readOnly && <Table.Th w={40} />}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {draft.rows.map((row, ri) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
                      <Table.Tr key={ri}>
                        {draft.columns.map((c) => (
                          <Table.Td key={c.name}>
                            <TextInput
                              size="xs"
                              variant="unstyled"
                              aria-label={`${c.name} ${ri + 1}`}
                              value={
                                row[c.name] === null || row[c.name] === undefined
                                  ? ""
                                  : String(row[c.name])
                              }
                              readOnly={readOnly}
                              error={Boolean(errors[`rows.${ri}.${c.name}`])}
                              onChange={(e) => setCell(ri, c.name, e.currentTarget.value)}
                            />
                          </Table.Td>
                        ))}
                        {!readOnly && (
                          <Table.Td>
                            <ActionIcon
                              size="sm"
                              variant="subtle"
                              color="red"
                              aria-label={t("rating.datasets.deleteRow", { n: ri + 1 })}
                              onClick={() =>
                                setDraft({ ...draft, rows: draft.rows.filter((_, i) => i !== ri) })
                              }
                            >
                              <IconTrash size={14} />
                            </ActionIcon>
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
              {!readOnly && (
                <Group justify="space-between">
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconPlus size={14} />}
                      onClick={() => setDraft({ ...draft, rows: [...draft.rows, {}] })}
                    >
                      {t("rating.datasets.addRow")}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconPlus size={14} />}
                      onClick={() =>
                        setDraft({
                          ...draft,
                          columns: [
                            ...draft.columns,
                            { name: `column${draft.columns.length + 1}`, type: "text" },
                          ],
                        })
                      }
                    >
                      {t("rating.datasets.addColumn")}
                    </Button>
                  </Group>
                  <Group gap="xs">
                    {draft.id !== null && (
                      <Button
                        variant="subtle"
                        color="red"
                        onClick={async () => {
                          const result = await remove({ ...scope, id: draft.id as number });
                          if (!result.error) setSelected(null);
                          else setErrors(apiErrorBody(result.error)?.errors ?? {});
                        }}
                      >
                        {t("rating.datasets.delete")}
                      </Button>
                    )}
                    <Button onClick={submit} loading={saving.isLoading}>
                      {t("common.save")}
                    </Button>
                  </Group>
                </Group>
              )}
            </Stack>
          </Card>
        )}
      </Grid.Col>
    </Grid>
  );
}
