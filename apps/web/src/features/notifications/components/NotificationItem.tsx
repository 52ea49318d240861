import "../../../i18n/strings/notifications.ts";
import { ActionIcon, Box, Group, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { IconCheck, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { TUserNotification } from "../../../domain.ts";
import { formatMessageTime } from "../../../ui/formatMessageTime.ts";
import classes from "./Notifications.module.css";

interface Props {
  notification: TUserNotification;
  onOpen: (notification: TUserNotification) => void;
  onMarkRead: (notification: TUserNotification) => void;
  onDelete: (notification: TUserNotification) => void;
}

export function NotificationItem({ notification, onOpen, onMarkRead, onDelete }: Props) {
  const { t } = useTranslation();
  const unread = notification.readAt === null;
  return (
    <Group
      className={classes.item}
      data-unread={unread || undefined}
      gap="xs"
      wrap="nowrap"
      align="flex-start"
    >
      <Box className={classes.dot} data-unread={unread || undefined} aria-hidden="true" />
      <UnstyledButton className={classes.body} onClick={() => onOpen(notification)}>
        <Text size="sm" fw={unread ? 600 : 400} lineClamp={3}>
          {unread && <span className={classes.srOnly}>{t("notifications.unread")}: </span>}
          {notification.data.message}
        </Text>
        <Text size="xs" c="dimmed" mt={4}>
          {formatMessageTime(notification.createdAt)}
        </Text>
      </UnstyledButton>
      <Group gap={2} wrap="nowrap" className={classes.actions}>
        {unread && (
          <Tooltip label={t("notifications.markRead")} withinPortal={false}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={t("notifications.markRead")}
              onClick={() => onMarkRead(notification)}
            >
              <IconCheck size={16} />
            </ActionIcon>
          </Tooltip>
        )}
        <Tooltip label={t("notifications.delete")} withinPortal={false}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t("notifications.delete")}
            onClick={() => onDelete(notification)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
