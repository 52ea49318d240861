import { lazyModule } from "./lazyModule.ts";

/**
 * Loading of the header's dropdowns (HeaderMenus.tsx: Mantine's Menu and Popover and
 * floating-ui under them). The signed-in header renders its buttons without them
 * (DeferredMenu.tsx) and loads them when the pointer or keyboard focus reaches one, or it is
 * pressed, so no page waits for them; a failed load is tried again on the next press.
 */
const headerMenus = lazyModule(() => import("./HeaderMenus.tsx"));

/** Starts (or joins) loading the header's dropdowns. */
export const loadHeaderMenus = headerMenus.load;

/** The header's dropdowns once loaded, else null; re-renders the caller when they arrive. */
export const useHeaderMenus = headerMenus.use;
