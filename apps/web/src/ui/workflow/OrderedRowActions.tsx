import "../../i18n/strings/workflow.ts";
import { ActionIcon, Group, Tooltip } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/**
 * The actions of one row in an ordered workflow list (statuses, assignment rules): move up or
 * down, edit, delete. `section` names the i18n block with `moveUp`, `moveDown`, `edit`, `delete`.
 */
export function OrderedRowActions({
  section,
  name,
  first,
  last,
  busy,
  onMove,
  onEdit,
  onDelete,
}: {
  section: "workflow.statuses" | "workflow.rules";
  name: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (delta: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t(`${section}.moveUp`, { name })}
        disabled={first || busy}
        onClick={() => onMove(-1)}
      >
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t(`${section}.moveDown`, { name })}
        disabled={last || busy}
        onClick={() => onMove(1)}
      >
        <IconArrowDown size={16} />
      </ActionIcon>
      <Tooltip label={t(`${section}.edit`)}>
        <ActionIcon
          variant="subtle"
          aria-label={`${t(`${section}.edit`)} ${name}`}
          onClick={onEdit}
        >
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t(`${section}.delete`)}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`${t(`${section}.delete`)} ${name}`}
          onClick={onDelete}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
