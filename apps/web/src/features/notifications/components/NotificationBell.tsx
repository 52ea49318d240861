import "../../../i18n/strings/notifications.ts";
import {
  ActionIcon,
  Box,
  Button,
  Center,
  Group,
  Indicator,
  Loader,
  Popover,
  Stack,
  Text,
  ThemeIcon,
} from "@mantine/core";
import { skipToken } from "@reduxjs/toolkit/query";
import { IconBell, IconBellCheck } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
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

/** SPEC §2 and §9: dropdown 340 wide and at most 550 high; the badge shows 9+ above 9. */
const dropdownWidth = 340;
const dropdownMaxHeight = 550;
const headerHeight = 49;

export const unreadBadge = (count: number) => (count > 9 ? "9+" : String(count));

export function NotificationBell({ companyId }: { companyId: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
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
    setOpened(false);
    if (/^https?:\/\//.test(url)) window.location.assign(url);
    else void navigate(url);
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={dropdownWidth}
      position="bottom-end"
      shadow="lg"
      withinPortal
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          radius="xl"
          aria-label={
            unread > 0
              ? t("notifications.bellLabelUnread", { count: unread })
              : t("notifications.bellLabel")
          }
          onClick={() => setOpened((open) => !open)}
          disabled={companyId === null}
          style={{ overflow: "visible" }}
        >
          <Indicator
            label={unreadBadge(unread)}
            size={18}
            offset={2}
            color="red.9"
            disabled={unread === 0}
            withBorder
            aria-hidden="true"
          >
            <IconBell size={22} stroke={1.6} />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
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
