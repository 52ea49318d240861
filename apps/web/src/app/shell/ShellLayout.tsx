import { AppShell, Box } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { Outlet, useNavigation } from "react-router";
import { FullScreenLoader } from "../../ui/FullScreenLoader.tsx";
import { usePortal } from "../session/usePortal.ts";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";

/** SPEC §9: the header is 60 px high. */
export const headerHeight = 60;

/**
 * The page frame: fixed header, content, and the footer on the main site only. A full-screen
 * loader covers route changes that take more than a blink.
 */
export function ShellLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [routeChanging] = useDebouncedValue(navigation.state !== "idle", 120);
  const portal = usePortal();
  return (
    <AppShell header={{ height: headerHeight }} padding={0}>
      <a href="#main-content" className="skip-link">
        {t("common.skipToContent")}
      </a>
      <AppShell.Header>
        <Header />
      </AppShell.Header>
      <AppShell.Main
        id="main-content"
        style={{ display: "flex", flexDirection: "column", minHeight: "100dvh" }}
      >
        <Box style={{ flex: 1 }}>
          <Outlet />
        </Box>
        {!portal.handle && <Footer />}
      </AppShell.Main>
      {routeChanging && navigation.state !== "idle" && <FullScreenLoader />}
    </AppShell>
  );
}
