import { lazyModule } from "./lazyModule.ts";

/**
 * Loading of the signed-in header parts (SignedInShell.tsx). The page waits for them whenever
 * a user is signed in (RootLayout shows the full-screen loader meanwhile, and signing in awaits
 * them before the user is stored), so the header never appears without its navigation and
 * buttons; signed-out pages never load them. The buttons' dropdowns load when first wanted
 * (headerMenus.ts).
 */
const shell = lazyModule(() => import("./SignedInShell.tsx"));

/** Starts (or joins) loading the signed-in header parts. */
export const loadSignedInShell = shell.load;

/** The signed-in header parts once loaded, else null. */
export const signedInShell = shell.current;

/** The signed-in header parts, re-rendering the caller when they arrive. */
export const useSignedInShell = shell.use;
