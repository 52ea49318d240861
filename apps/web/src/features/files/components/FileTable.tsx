import { ActionIcon, Anchor, Badge, Group, Menu, Table, Text } from "@mantine/core";
import {
  IconArrowsMove,
  IconDots,
  IconDownload,
  IconEye,
  IconFile,
  IconFolder,
  IconHistory,
  IconLock,
  IconLockOpen,
  IconPencil,
  IconShield,
  IconShieldOff,
  IconTrash,
  IconWorld,
  IconWorldOff,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { formatDate } from "../../../ui/formatDate.ts";
import type { TFolderFileView, TFolderView } from "../api.ts";

export type FileAction =
  | "preview"
  | "download"
  | "versions"
  | "rename"
  | "move"
  | "lock"
  | "protect"
  | "visibility"
  | "delete";

interface Props {
  folders: TFolderView[];
  files: TFolderFileView[];
  canManage: boolean;
  /** Where a sub-folder links to (the manager's page or the shared view). */
  folderLink: (folder: TFolderView) => string;
  onAction: (action: FileAction, file: TFolderFileView) => void;
  /** Versions need sign-in: the shared view of a public folder leaves them out. */
  withVersions?: boolean;
}

/** A folder's sub-folders, then its files with their state and a menu of what can be done. */
export function FileTable({
  folders,
  files,
  canManage,
  folderLink,
  onAction,
  withVersions = true,
}: Props) {
  const item = (
    action: FileAction,
    label: string,
    icon: React.ReactNode,
    file: TFolderFileView,
  ) => (
    <Menu.Item leftSection={icon} onClick={() => onAction(action, file)}>
      {label}
    </Menu.Item>
  );
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Version</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Updated</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {folders.map((folder) => (
            <Table.Tr key={`folder-${folder.id}`}>
              <Table.Td>
                <Group gap={8} wrap="nowrap">
                  <IconFolder size={18} color="var(--mantine-color-yellow-6)" />
                  <Anchor component={Link} to={folderLink(folder)} fw={500}>
                    {folder.name}
                  </Anchor>
                </Group>
              </Table.Td>
              <Table.Td />
              <Table.Td>
                <Group gap={4}>
                  {folder.visibility === 2 && <Badge variant="light">Public</Badge>}
                  {folder.locked && (
                    <Badge variant="light" color="gray">
                      Locked
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td />
              <Table.Td />
            </Table.Tr>
          ))}
          {files.map((file) => (
            <Table.Tr key={`file-${file.id}`}>
              <Table.Td>
                <Group gap={8} wrap="nowrap">
                  <IconFile size={18} color="var(--mantine-color-blue-6)" />
                  <Anchor
                    component="button"
                    type="button"
                    onClick={() => onAction("preview", file)}
                  >
                    {file.name}
                  </Anchor>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">v{file.versionNumber}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {file.visibility === 2 && <Badge variant="light">Public</Badge>}
                  {file.locked && (
                    <Badge variant="light" color="gray">
                      Locked
                    </Badge>
                  )}
                  {file.protected && (
                    <Badge variant="light" color="grape">
                      Protected
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{formatDate(file.updatedAt)}</Table.Td>
              <Table.Td>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" aria-label={`Actions for ${file.name}`}>
                      <IconDots size={16} />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {item("preview", "Preview", <IconEye size={14} />, file)}
                    {item("download", "Download", <IconDownload size={14} />, file)}
                    {withVersions && item("versions", "Versions", <IconHistory size={14} />, file)}
                    {canManage && (
                      <>
                        <Menu.Divider />
                        {item("rename", "Rename", <IconPencil size={14} />, file)}
                        {item("move", "Move", <IconArrowsMove size={14} />, file)}
                        {item(
                          "visibility",
                          file.visibility === 2 ? "Make private" : "Make public",
                          file.visibility === 2 ? (
                            <IconWorldOff size={14} />
                          ) : (
                            <IconWorld size={14} />
                          ),
                          file,
                        )}
                        {item(
                          "lock",
                          file.locked ? "Unlock" : "Lock",
                          file.locked ? <IconLockOpen size={14} /> : <IconLock size={14} />,
                          file,
                        )}
                        {item(
                          "protect",
                          file.protected ? "Remove protection" : "Protect",
                          file.protected ? <IconShieldOff size={14} /> : <IconShield size={14} />,
                          file,
                        )}
                        <Menu.Divider />
                        <Menu.Item
                          color="red"
                          leftSection={<IconTrash size={14} />}
                          onClick={() => onAction("delete", file)}
                        >
                          Delete
                        </Menu.Item>
                      </>
                    )}
                  </Menu.Dropdown>
                </Menu>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
