import "../../../i18n/strings/notifications.ts";
import { ActionIcon, Indicator } from "@mantine/core";
import { skipToken } from "@reduxjs/toolkit/query";
import { IconBell } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DeferredMenu } from "../../../app/shell/DeferredMenu.tsx";
import { useGetNotificationsQuery } from "../api.ts";

/** SPEC §9: the badge shows 9+ above 9. */
export const unreadBadge = (count: number) => (count > 9 ? "9+" : String(count));

/** The header's bell; its dropdown (NotificationPopover.tsx) loads when first wanted (DeferredMenu.tsx). */
export function NotificationBell({ companyId }: { companyId: number | null }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const query = useGetNotificationsQuery(companyId ?? skipToken);
  const unread = (query.data ?? []).filter((item) => item.readAt === null).length;

  return (
    <DeferredMenu
      opens="dialog"
      button={
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
      }
    >
      {(menus, button) => (
        <menus.NotificationPopover
          button={button}
          companyId={companyId}
          opened={opened}
          onChange={setOpened}
        />
      )}
    </DeferredMenu>
  );
}
