import { NavLink } from "@mantine/core";
import { IconFolder, IconFolderOpen, IconLock, IconWorld } from "@tabler/icons-react";
import { Link } from "react-router";
import type { TFolderView } from "../api.ts";

interface Props {
  folders: TFolderView[];
  rootFolderId: number;
  currentId: number;
  /** Folder ids on the way to the current one: they are shown open. */
  openIds: Set<number>;
}

/** The directory's folders as a tree of links (the directory answers them flat). */
export function FolderTree({ folders, rootFolderId, currentId, openIds }: Props) {
  const children = new Map<number, TFolderView[]>();
  for (const folder of folders) {
    if (folder.parentId === null) continue;
    children.set(folder.parentId, [...(children.get(folder.parentId) ?? []), folder]);
  }
  const node = (folder: TFolderView, depth: number) => {
    const kids = (children.get(folder.id) ?? []).sort((a, b) => a.name.localeCompare(b.name));
    const open = openIds.has(folder.id) || folder.id === currentId;
    return (
      <NavLink
        key={folder.id}
        component={Link}
        to={`/company/files/${folder.id}`}
        label={folder.id === rootFolderId ? "All files" : folder.name}
        active={folder.id === currentId}
        opened={open}
        leftSection={open ? <IconFolderOpen size={16} /> : <IconFolder size={16} />}
        rightSection={
          folder.visibility === 2 ? (
            <IconWorld size={14} aria-label="Public" />
          ) : folder.locked && depth > 0 ? (
            <IconLock size={14} aria-label="Locked" />
          ) : null
        }
        childrenOffset={14}
        py={6}
      >
        {kids.length > 0 ? kids.map((kid) => node(kid, depth + 1)) : undefined}
      </NavLink>
    );
  };
  const root = folders.find((folder) => folder.id === rootFolderId);
  return root ? <nav aria-label="Folders">{node(root, 0)}</nav> : null;
}
