import { Button, Group, Modal, Select } from "@mantine/core";
import type { TFolderOptionView } from "@platform/domain/documents/index";
import { useEffect, useState } from "react";
import { useFolderOptionsQuery } from "../api.ts";

interface Props {
  companyId: number;
  opened: boolean;
  title: string;
  /** The folder being moved: it and its sub-folders are left out of the choices. */
  disabledFolderId?: number;
  currentFolderId: number;
  loading?: boolean;
  error?: string;
  onSubmit: (folderId: number) => void;
  onCancel: () => void;
}

const flatten = (options: TFolderOptionView[], depth = 0): { value: string; label: string }[] =>
  options.flatMap((option) => [
    { value: option.value, label: `${"— ".repeat(depth)}${option.label}` },
    ...flatten(option.children, depth + 1),
  ]);

/** Picks a destination folder from the SPEC §3 folder-tree option list. */
export function MoveModal(props: Props) {
  const { companyId, opened, disabledFolderId, currentFolderId } = props;
  const options = useFolderOptionsQuery(
    { companyId, rootName: "All files", disabledFolderId },
    { skip: !opened },
  );
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (opened) setTarget(null);
  }, [opened]);
  const data = flatten(options.data ?? []).filter((o) => o.value !== String(currentFolderId));
  return (
    <Modal opened={opened} onClose={props.onCancel} title={props.title} centered>
      <Select
        label="Move to"
        placeholder={options.isLoading ? "Loading folders…" : "Choose a folder"}
        data={data}
        value={target}
        onChange={setTarget}
        error={props.error}
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={props.onCancel} disabled={props.loading}>
          Cancel
        </Button>
        <Button
          disabled={target === null}
          loading={props.loading}
          onClick={() => target && props.onSubmit(Number(target))}
        >
          Move
        </Button>
      </Group>
    </Modal>
  );
}
