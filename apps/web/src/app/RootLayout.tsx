import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { ThemeSync } from "../features/account/ThemeSync.tsx";
import { PortalErrorView } from "../features/companies/components/PortalErrorView.tsx";
import { RepresentingCompanySync } from "../features/companies/RepresentingCompanySync.tsx";
import { FullScreenLoader } from "../ui/FullScreenLoader.tsx";
import { useCurrentUser } from "./session/useCurrentUser.ts";
import { usePortal } from "./session/usePortal.ts";
import { loadSignedInShell, signedInShell } from "./shell/signedInShell.ts";

// socket.io loads only once someone is signed in: signed-out pages never need it.
const RealtimeConnection = lazy(async () => ({
  default: (await import("../features/notifications/RealtimeConnection.tsx")).RealtimeConnection,
}));

// The page, as one element made once: when RootLayout renders again (the user or the portal
// query changes state), React sees the same element and leaves the page alone; the page still
// follows navigation through the router's context.
const page = (
  <>
    <ScrollRestoration />
    <Outlet />
  </>
);

/** Signed-out pages (GuestOnly in router.tsx): they paint at once, without waiting for the user. */
const GUEST_PAGES = new Set(["/login", "/register", "/forgot-password", "/reset-password"]);

/**
 * Waits for the current user (and the portal company on a portal) before showing any page but
 * the signed-out ones (which leave for the intended page as soon as a user turns up), then keeps the represented company, the theme and the realtime connection in step.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const { initialised, user } = useCurrentUser();
  const portal = usePortal();
  const guestPage = GUEST_PAGES.has(useLocation().pathname.replace(/(.)\/+$/, "$1"));
  const [started, setStarted] = useState(initialised);
  useEffect(() => {
    if (initialised) setStarted(true);
  }, [initialised]);
  // Signed-in pages wait for the signed-in header parts (signedInShell.ts); a failed load shows
  // the error view with a retry rather than a header without its menus. Once a page is on
  // screen it stays mounted while they load (someone signing in on an invitation page must not
  // lose what that page shows); the header fills in its menus when they arrive.
  // `pageShown` is a ref: it only matters on a later render, and as state its change right after
  // the first page appeared rendered the whole tree again.
  const [, setShellLoaded] = useState(false);
  const pageShown = useRef(false);
  const [shellError, setShellError] = useState<unknown>(null);
  const shellMissing = Boolean(user) && signedInShell() === null;
  useEffect(() => {
    if (!shellMissing) return;
    let current = true;
    loadSignedInShell().then(
      () => current && setShellLoaded(true),
      (error: unknown) => current && setShellError(error),
    );
    return () => {
      current = false;
    };
  }, [shellMissing]);

  const waiting =
    (portal.handle && (portal.isLoading || portal.error)) ||
    (!started && !initialised && !guestPage) ||
    (shellMissing && !pageShown.current);
  useEffect(() => {
    if (!waiting) pageShown.current = true;
  }, [waiting]);

  if (portal.handle && portal.isLoading) {
    return <FullScreenLoader label={t("shell.portal.loading", { handle: portal.handle })} />;
  }
  if (portal.handle && portal.error) {
    return <PortalErrorView handle={portal.handle} error={portal.error} />;
  }
  if (!started && !initialised && !guestPage) return <FullScreenLoader />;
  if (shellMissing && shellError) throw shellError;
  if (shellMissing && !pageShown.current) return <FullScreenLoader />;

  return (
    <>
      <RepresentingCompanySync />
      <ThemeSync />
      {user && (
        <Suspense fallback={null}>
          <RealtimeConnection />
        </Suspense>
      )}
      {page}
    </>
  );
}
