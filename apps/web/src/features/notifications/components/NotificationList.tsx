import { ScrollArea } from "@mantine/core";
import type { TUserNotification } from "../../../domain.ts";
import { NotificationItem } from "./NotificationItem.tsx";

interface Props {
  list: TUserNotification[];
  maxHeight: number;
  onOpen: (notification: TUserNotification) => void;
  onMarkRead: (notification: TUserNotification) => void;
  onDelete: (notification: TUserNotification) => void;
}

/** The notifications in the bell's dropdown; loaded the first time the dropdown opens. */
export function NotificationList({ list, maxHeight, ...handlers }: Props) {
  return (
    <ScrollArea.Autosize mah={maxHeight} type="auto">
      {list.map((item) => (
        <NotificationItem key={item.id} notification={item} {...handlers} />
      ))}
    </ScrollArea.Autosize>
  );
}
