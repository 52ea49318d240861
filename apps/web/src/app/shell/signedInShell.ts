import { useSyncExternalStore } from "react";

/**
 * Loading of the signed-in header parts (SignedInShell.tsx). The page waits for them whenever
 * a user is signed in (RootLayout shows the full-screen loader meanwhile, and signing in awaits
 * them before the user is stored), so the header never appears without its navigation and
 * buttons; signed-out pages never load them. The buttons' dropdowns load after the page
 * (headerMenus.ts).
 */
type SignedInShell = typeof import("./SignedInShell.tsx");

let loaded: SignedInShell | null = null;
let loading: Promise<SignedInShell> | null = null;
const listeners = new Set<() => void>();

/** Starts (or joins) loading the signed-in header parts. */
export function loadSignedInShell(): Promise<SignedInShell> {
  loading ??= import("./SignedInShell.tsx").then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null; // a later attempt may succeed (e.g. after a deploy or a network blip)
      throw error;
    },
  );
  return loading;
}

/** The signed-in header parts once loaded, else null. */
export function signedInShell(): SignedInShell | null {
  return loaded;
}

/** The signed-in header parts, re-rendering the caller when they arrive. */
export function useSignedInShell(): SignedInShell | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signedInShell,
    signedInShell,
  );
}
