/**
 * The header parts only signed-in users see: the navigation, the notification bell and the
 * account button. Signed-out pages such as /login never download them (see signedInShell.ts).
 * Their dropdowns (menus, popover, floating-ui) load when first wanted (HeaderMenus.tsx).
 */
export { NotificationBell } from "../../features/notifications/components/NotificationBell.tsx";
export { HeaderNav } from "./HeaderNav.tsx";
export { UserMenu } from "./UserMenu.tsx";
