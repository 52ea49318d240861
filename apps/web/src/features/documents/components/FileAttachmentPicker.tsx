import "../../../i18n/strings/attachmentPicker.ts";
import {
  Button,
  Center,
  Checkbox,
  Group,
  Input,
  Loader,
  Modal,
  Pill,
  ScrollArea,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { TFolderOptionView } from "@platform/domain/documents/index";
import { IconPaperclip, IconSearch } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorView } from "../../../ui/ErrorView.tsx";
import { ListPager } from "../../../ui/ListPager.tsx";
import { useAttachmentFolderOptionsQuery, useAttachmentFolderQuery } from "../attachmentsApi.ts";

export interface ChosenFile {
  /** The file version attached (the file's current version when chosen). */
  id: number;
  name: string;
}

const PER_PAGE = 20;

/** The §3 folder-tree option list flattened for a select, each folder indented under its parent. */
function flatten(options: TFolderOptionView[], depth = 0): { value: string; label: string }[] {
  return options.flatMap((option) => [
    { value: option.value, label: `${"\u2003".repeat(depth)}${option.label}` },
    ...flatten(option.children, depth + 1),
  ]);
}

/**
 * Chooses company files (their current versions) from the files and folders module: the chosen
 * ones as removable pills, and a dialog that walks the folders a page of files at a time.
 * `pdfOnly` keeps other types unchecked (a template's additional documents are PDFs).
 */
export function FileAttachmentPicker({
  companyId,
  label,
  description,
  value,
  onChange,
  error,
  pdfOnly = false,
}: {
  companyId: number;
  label: string;
  description?: string;
  value: ChosenFile[];
  onChange: (files: ChosenFile[]) => void;
  error?: string;
  pdfOnly?: boolean;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Stack gap="xs" mt={description ? 4 : 2}>
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("attachmentPicker.none")}
          </Text>
        ) : (
          <Group gap={6} data-testid="chosen-files">
            {value.map((file) => (
              <Pill
                key={file.id}
                withRemoveButton
                removeButtonProps={{
                  "aria-label": t("attachmentPicker.remove", { name: file.name }),
                }}
                onRemove={() => onChange(value.filter((f) => f.id !== file.id))}
                maw="100%"
              >
                {file.name}
              </Pill>
            ))}
          </Group>
        )}
        <Group>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPaperclip size={14} />}
            onClick={() => setOpened(true)}
          >
            {t("attachmentPicker.choose")}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t("attachmentPicker.title")}
        size="lg"
        fullScreen={false}
      >
        {opened && (
          <FolderFiles
            companyId={companyId}
            value={value}
            onChange={onChange}
            pdfOnly={pdfOnly}
            onDone={() => setOpened(false)}
          />
        )}
      </Modal>
    </Input.Wrapper>
  );
}

function FolderFiles({
  companyId,
  value,
  onChange,
  pdfOnly,
  onDone,
}: {
  companyId: number;
  value: ChosenFile[];
  onChange: (files: ChosenFile[]) => void;
  pdfOnly: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const options = useAttachmentFolderOptionsQuery({ companyId });
  const folders = useMemo(() => flatten(options.data ?? []), [options.data]);
  const [picked, setPicked] = useState<string | null>(null);
  const folderId = Number(picked ?? folders[0]?.value ?? 0);
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [paging, setPaging] = useState({ key: "", page: 1 });
  const key = `${folderId}:${debounced}`;
  const page = paging.key === key ? paging.page : 1;
  const contents = useAttachmentFolderQuery(
    { companyId, folderId, page, perPage: PER_PAGE, search: debounced || undefined },
    { skip: !folderId },
  );
  const files = contents.data?.files;
  const chosen = new Set(value.map((f) => f.id));

  const toggle = (file: { currentVersionId: number | null; name: string }, on: boolean) => {
    const id = file.currentVersionId;
    if (id === null) return;
    onChange(on ? [...value, { id, name: file.name }] : value.filter((f) => f.id !== id));
  };

  if (options.error)
    return <ErrorView status={null} item="folders" onRetry={() => void options.refetch()} />;
  return (
    <Stack gap="sm">
      <Select
        label={t("attachmentPicker.folder")}
        data={folders}
        value={String(folderId || "")}
        onChange={setPicked}
        allowDeselect={false}
        searchable
        disabled={options.isLoading}
      />
      <TextInput
        aria-label={t("attachmentPicker.search")}
        placeholder={t("attachmentPicker.search")}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {pdfOnly && (
        <Text size="xs" c="dimmed">
          {t("attachmentPicker.onlyPdf")}
        </Text>
      )}
      {options.isLoading || contents.isFetching ? (
        <Center py="md" aria-busy="true">
          <Loader size="sm" />
        </Center>
      ) : contents.error ? (
        <ErrorView status={null} item="files" onRetry={() => void contents.refetch()} />
      ) : (files?.data.length ?? 0) === 0 ? (
        <Text size="sm" c="dimmed" py="sm">
          {debounced ? t("attachmentPicker.noMatch") : t("attachmentPicker.empty")}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={360}>
          <Stack gap={8} data-testid="picker-files">
            {files?.data.map((file) => (
              <Checkbox
                key={file.id}
                label={file.name}
                aria-label={t("attachmentPicker.attach", { name: file.name })}
                description={`v${file.versionNumber} · ${file.mimeType}`}
                checked={file.currentVersionId !== null && chosen.has(file.currentVersionId)}
                disabled={
                  file.currentVersionId === null || (pdfOnly && file.mimeType !== "application/pdf")
                }
                onChange={(event) => toggle(file, event.currentTarget.checked)}
                styles={{ label: { overflowWrap: "anywhere" } }}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <ListPager meta={files?.meta} onChange={(next) => setPaging({ key, page: next })} />
      <Group justify="flex-end">
        <Button onClick={onDone}>{t("attachmentPicker.done")}</Button>
      </Group>
    </Stack>
  );
}
