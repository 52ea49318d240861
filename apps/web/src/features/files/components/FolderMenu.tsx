import { Button, Menu } from "@mantine/core";
import {
  IconArrowsMove,
  IconChevronDown,
  IconLink,
  IconLock,
  IconLockOpen,
  IconPencil,
  IconTrash,
  IconWorld,
  IconWorldOff,
} from "@tabler/icons-react";
import type { TFolderView } from "../api.ts";

export type FolderAction = "rename" | "move" | "lock" | "visibility" | "copyLink" | "delete";

/** What can be done to the open folder; the root folder is neither renamed, moved nor deleted. */
export function FolderMenu({
  folder,
  isRoot,
  onAction,
}: {
  folder: TFolderView;
  isRoot: boolean;
  onAction: (action: FolderAction) => void;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" rightSection={<IconChevronDown size={14} />}>
          Folder actions
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {!isRoot && (
          <>
            <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onAction("rename")}>
              Rename
            </Menu.Item>
            <Menu.Item leftSection={<IconArrowsMove size={14} />} onClick={() => onAction("move")}>
              Move
            </Menu.Item>
            <Menu.Item
              leftSection={folder.locked ? <IconLockOpen size={14} /> : <IconLock size={14} />}
              onClick={() => onAction("lock")}
            >
              {folder.locked ? "Unlock" : "Lock"}
            </Menu.Item>
            <Menu.Item
              leftSection={
                folder.visibility === 2 ? <IconWorldOff size={14} /> : <IconWorld size={14} />
              }
              onClick={() => onAction("visibility")}
            >
              {folder.visibility === 2 ? "Make private" : "Make public"}
            </Menu.Item>
          </>
        )}
        <Menu.Item leftSection={<IconLink size={14} />} onClick={() => onAction("copyLink")}>
          Copy link
        </Menu.Item>
        {!isRoot && (
          <>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => onAction("delete")}
            >
              Delete
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
