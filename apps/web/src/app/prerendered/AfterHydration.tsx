import { type ReactNode, useEffect } from "react";

/** Calls `then` once React has hydrated the page around it (it renders no DOM of its own). */
export function AfterHydration({ children, then }: { children: ReactNode; then: () => void }) {
  useEffect(then, [then]);
  return children;
}
