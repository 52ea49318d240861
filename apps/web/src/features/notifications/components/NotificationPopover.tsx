import "../../../i18n/strings/notifications.ts";
import { Box, Button, Center, Group, Loader, Popover, Stack, Text, ThemeIcon } from "@mantine/core";
import { skipToken } from "@reduxjs/toolkit/query";
import { IconBellCheck } from "@tabler/icons-react";
import { lazy, type ReactElement, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { TUserNotification } from "../../../domain.ts";
import {
  useDeleteNotificationsMutation,
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
} from "../api.ts";

const NotificationList = lazy(async () => ({
  default: (await import("./NotificationList.tsx")).NotificationList,
}));

/** SPEC §2 and §9: dropdown 340 wide and at most 550 high. */
const dropdownWidth = 340;
const dropdownMaxHeight = 550;
const headerHeight = 49;

/** The bell's dropdown (NotificationBell.tsx renders the bell and keeps it open or shut). */
export function NotificationPopover({
  button,
  companyId,
  opened,
  onChange,
}: {
  button: ReactElement;
  companyId: number | null;
  opened: boolean;
  onChange: (opened: boolean) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useGetNotificationsQuery(companyId ?? skipToken);
  const [markRead] = useMarkNotificationsReadMutation();
  const [remove] = useDeleteNotificationsMutation();
  const list = query.data ?? [];
  const unread = list.filter((item) => item.readAt === null).length;

  const target = (ids?: string[]) => ({ companyId: companyId ?? 0, notificationIds: ids });
  const onMarkRead = (item: TUserNotification) => void markRead(target([item.id]));
  const onDelete = (item: TUserNotification) => void remove(target([item.id]));
  const onOpen = (item: TUserNotification) => {
    if (item.readAt === null) onMarkRead(item);
    const url = item.data.frontendUrl;
    if (!url) return;
    onChange(false);
    if (/^https?:\/\//.test(url)) window.location.assign(url);
    else void navigate(url);
  };

  return (
    <Popover
      opened={opened}
      onChange={onChange}
      width={dropdownWidth}
      position="bottom-end"
      shadow="lg"
      withinPortal
    >
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown p={0} mah={dropdownMaxHeight} style={{ overflow: "hidden" }}>
        <Group justify="space-between" px="sm" py="xs" h={headerHeight} wrap="nowrap" gap="xs">
          <Text fw={600}>{t("notifications.title")}</Text>
          {list.length > 0 && (
            <Group gap={2} wrap="nowrap">
              <Button
                size="compact-xs"
                variant="subtle"
                disabled={unread === 0}
                onClick={() => void markRead(target())}
              >
                {t("notifications.markAllRead")}
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={() => void remove(target())}
              >
                {t("notifications.clearAll")}
              </Button>
            </Group>
          )}
        </Group>
        <Box style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}>
          {query.isLoading ? (
            <Center py="xl">
              <Loader size="sm" />
            </Center>
          ) : query.isError ? (
            <Text size="sm" c="dimmed" ta="center" py="xl" px="md">
              {t("notifications.loadFailed")}
            </Text>
          ) : list.length === 0 ? (
            <Stack align="center" gap={6} py={40} px="md">
              <ThemeIcon size={48} radius="xl" variant="light" color="gray">
                <IconBellCheck size={26} />
              </ThemeIcon>
              <Text fw={600} size="sm">
                {t("notifications.empty")}
              </Text>
              <Text size="xs" c="dimmed" ta="center">
                {t("notifications.emptyDescription")}
              </Text>
            </Stack>
          ) : (
            <Suspense
              fallback={
                <Center py="xl">
                  <Loader size="sm" />
                </Center>
              }
            >
              <NotificationList
                list={list}
                maxHeight={dropdownMaxHeight - headerHeight - 2}
                onOpen={onOpen}
                onMarkRead={onMarkRead}
                onDelete={onDelete}
              />
            </Suspense>
          )}
        </Box>
      </Popover.Dropdown>
    </Popover>
  );
}
