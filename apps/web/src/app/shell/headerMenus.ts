import { lazyModule } from "./lazyModule.ts";

/**
 * Loading of the header's dropdowns (HeaderMenus.tsx: Mantine's Menu and Popover and
 * floating-ui under them). The signed-in header renders its buttons without them
 * (DeferredMenu.tsx) and starts loading them once it has rendered, so no page waits for them;
 * a failed load is tried again on the next press of a header button.
 */
const headerMenus = lazyModule(() => import("./HeaderMenus.tsx"));

/** Starts (or joins) loading the header's dropdowns. */
export const loadHeaderMenus = headerMenus.load;

/** The header's dropdowns once loaded, else null; re-renders the caller when they arrive. */
export const useHeaderMenus = headerMenus.use;
