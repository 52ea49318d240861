import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, ScrollRestoration } from "react-router";
import { ThemeSync } from "../features/account/ThemeSync.tsx";
import { PortalErrorView } from "../features/companies/components/PortalErrorView.tsx";
import { RepresentingCompanySync } from "../features/companies/RepresentingCompanySync.tsx";
import { FullScreenLoader } from "../ui/FullScreenLoader.tsx";
import { useCurrentUser } from "./session/useCurrentUser.ts";
import { usePortal } from "./session/usePortal.ts";

// socket.io loads only once someone is signed in: signed-out pages never need it.
const RealtimeConnection = lazy(async () => ({
  default: (await import("../features/notifications/RealtimeConnection.tsx")).RealtimeConnection,
}));

/**
 * Waits for the current user (and the portal company on a portal) before showing any page,
 * then keeps the represented company, the theme and the realtime connection in step.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const { initialised, user } = useCurrentUser();
  const portal = usePortal();
  const [started, setStarted] = useState(initialised);
  useEffect(() => {
    if (initialised) setStarted(true);
  }, [initialised]);

  if (portal.handle && portal.isLoading) {
    return <FullScreenLoader label={t("shell.portal.loading", { handle: portal.handle })} />;
  }
  if (portal.handle && portal.error) {
    return <PortalErrorView handle={portal.handle} error={portal.error} />;
  }
  if (!started && !initialised) return <FullScreenLoader />;

  return (
    <>
      <RepresentingCompanySync />
      <ThemeSync />
      {user && (
        <Suspense fallback={null}>
          <RealtimeConnection />
        </Suspense>
      )}
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
