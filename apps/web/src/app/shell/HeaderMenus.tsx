/**
 * The signed-in header's dropdowns: navigation menus, the account menu and the notifications
 * popover, with Mantine's Menu and Popover and floating-ui under them. They load when the pointer or
 * keyboard focus reaches a header button, or it is pressed (headerMenus.ts, DeferredMenu.tsx),
 * so no page waits for them.
 */
export { NotificationPopover } from "../../features/notifications/components/NotificationPopover.tsx";
export { AccountMenu } from "./AccountMenu.tsx";
export { NavMenu } from "./NavMenu.tsx";
