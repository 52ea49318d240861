/**
 * The header parts only signed-in users see: the navigation (with its menus), the notification
 * bell and the account menu. They load as one chunk with menus and popovers (floating-ui), so
 * signed-out pages such as /login never download them (see signedInShell.ts).
 */
export { NotificationBell } from "../../features/notifications/components/NotificationBell.tsx";
export { HeaderNav } from "./HeaderNav.tsx";
export { UserMenu } from "./UserMenu.tsx";
