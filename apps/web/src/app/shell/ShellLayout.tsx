import { useDebouncedValue } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { Outlet, useNavigation } from "react-router";
import { FullScreenLoader } from "../../ui/FullScreenLoader.tsx";
import { usePortal } from "../session/usePortal.ts";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import classes from "./ShellLayout.module.css";

/**
 * While a modal locks the page's scrolling, Mantine pads the body by the scroll bar's width and
 * shifts fixed elements with this class (react-remove-scroll-bar's `zeroRightClassName`) by as
 * much, so the header does not move.
 */
const fixedRight = "right-scroll-bar-position";

/**
 * The page frame: fixed header, content, and the footer on the main site only. A full-screen
 * loader covers route changes that take more than a blink. Plain elements rather than Mantine's
 * AppShell, which brings its responsive layout code and react-remove-scroll into the entry chunk.
 */
export function ShellLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [routeChanging] = useDebouncedValue(navigation.state !== "idle", 120);
  const portal = usePortal();
  return (
    <>
      <a href="#main-content" className="skip-link">
        {t("common.skipToContent")}
      </a>
      <header className={`${classes.header} ${fixedRight}`}>
        <Header />
      </header>
      <main id="main-content" className={classes.main}>
        <div className={classes.content}>
          <Outlet />
        </div>
        {!portal.handle && <Footer />}
      </main>
      {routeChanging && navigation.state !== "idle" && <FullScreenLoader />}
    </>
  );
}
