import { useSyncExternalStore } from "react";

/**
 * Loading of the header's dropdowns (HeaderMenus.tsx: Mantine's Menu and Popover and
 * floating-ui under them). The signed-in header renders its buttons without them
 * (DeferredMenu.tsx) and starts loading them once it has rendered, so no page waits for them.
 */
type HeaderMenus = typeof import("./HeaderMenus.tsx");

let loaded: HeaderMenus | null = null;
let loading: Promise<HeaderMenus> | null = null;
const listeners = new Set<() => void>();

/** Starts (or joins) loading the header's dropdowns. */
export function loadHeaderMenus(): Promise<HeaderMenus> {
  loading ??= import("./HeaderMenus.tsx").then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null; // the next press of a header button tries again
      throw error;
    },
  );
  return loading;
}

const current = () => loaded;

/** The header's dropdowns once loaded, else null; re-renders the caller when they arrive. */
export function useHeaderMenus(): HeaderMenus | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    current,
  );
}
