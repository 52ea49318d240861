import { useId as useReactId } from "react";

/**
 * Mantine's `useId` (@mantine/hooks), put in its place at build time (vite.config.ts). Mantine's
 * own returns React's id first, then sets a random one in a layout effect, so every input,
 * checkbox and label renders twice, synchronously, right after the page has mounted or hydrated
 * (one long task on the login page). React's id is already unique and the same in the
 * prerendered HTML and in the browser; this returns it, in Mantine's form.
 */
export function useId(staticId?: string): string {
  const reactId = `mantine-${useReactId().replace(/:/g, "")}`;
  return typeof staticId === "string" ? staticId : reactId;
}
