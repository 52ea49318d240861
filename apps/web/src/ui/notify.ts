/**
 * Toasts (SPEC §8, §9): success green, warning yellow, error red, secondary gray. The
 * notifications container (bottom-right, 4000 ms, limit 5, width 440) is set in the providers.
 * Giving an id makes a toast unique: the same id is never queued twice.
 */
import { notifications } from "@mantine/notifications";
import { t } from "../i18n/index.ts";

export type ToastVariant = "success" | "warning" | "error" | "secondary";

const variantColours: Record<ToastVariant, string> = {
  success: "green",
  warning: "yellow",
  error: "red",
  secondary: "gray",
};

export interface Toast {
  message: string;
  title?: string;
  variant?: ToastVariant;
  id?: string;
}

export function notify({ message, title, variant = "secondary", id }: Toast): string {
  return notifications.show({
    id: id ?? `${variant}:${title ?? ""}:${message}`,
    title,
    message,
    color: variantColours[variant],
    withBorder: true,
    closeButtonProps: { "aria-label": t("common.close") },
  });
}

export const notifySuccess = (message: string, title?: string) =>
  notify({ message, title, variant: "success" });
export const notifyError = (message: string, title?: string) =>
  notify({ message, title, variant: "error" });
export const notifyWarning = (message: string, title?: string) =>
  notify({ message, title, variant: "warning" });
