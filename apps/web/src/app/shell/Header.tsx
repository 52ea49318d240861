import { Box, Burger, Button, Group } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { type CSSProperties, lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { apiUrl } from "../../api/config.ts";
import { useBrandCompany } from "../../features/companies/useBrandCompany.ts";
import { useCurrentUser } from "../session/useCurrentUser.ts";
import { useRepresentingCompany } from "../session/useRepresentingCompany.ts";
import classes from "./Header.module.css";
import { HeaderBrand } from "./HeaderBrand.tsx";
import { useSignedInShell } from "./signedInShell.ts";
import { useNavItems } from "./useNavItems.ts";

// The drawer (modal, scroll area, scroll lock) loads when it is first opened.
const MobileDrawer = lazy(async () => ({
  default: (await import("./MobileDrawer.tsx")).MobileDrawer,
}));

/**
 * The fixed 60 px header (SPEC §2): brand, links, notification bell and avatar menu. The
 * signed-in parts come from a chunk of their own (signedInShell.ts), present whenever a user is.
 */
export function Header() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const shell = useSignedInShell();
  const signedIn = user ? shell : null;
  const brand = useBrandCompany();
  const representing = useRepresentingCompany();
  const { items, links } = useNavItems();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const showUserMenu = Boolean(user && links?.userMenu);
  const canSwitchCompany = Boolean(links?.switchCompany);

  const appearance = brand?.appearance;
  // The company's header text colour is meant for its header image; without the image it could
  // be white on white, so the theme's text colour is kept.
  const headerTextColour = appearance?.headerTextColour ?? undefined;
  const headerImage =
    brand && appearance?.headerFileVersionId
      ? `url(${apiUrl(`/companies/${brand.id}/file-versions/${appearance.headerFileVersionId}?type=inline`)})`
      : undefined;

  return (
    <Box
      className={classes.header}
      h="100%"
      data-branded={headerImage && headerTextColour ? true : undefined}
      style={
        {
          backgroundImage: headerImage,
          color: headerImage ? headerTextColour : undefined,
          // The navigation links read it too (Header.module.css).
          "--portal-header-text": headerImage ? headerTextColour : undefined,
        } as CSSProperties
      }
    >
      <Group className={classes.inner} justify="space-between" wrap="nowrap" gap="md">
        <Group gap="xl" wrap="nowrap" style={{ minWidth: 0 }}>
          <HeaderBrand
            portalCompany={brand}
            textColour={headerImage ? headerTextColour : undefined}
          />
          {signedIn && <signedIn.HeaderNav items={items} />}
        </Group>
        <Group gap="xs" wrap="nowrap">
          {user && signedIn && showUserMenu && (
            <signedIn.NotificationBell companyId={representing.id} />
          )}
          {user && signedIn && showUserMenu && (
            <Box visibleFrom="md">
              <signedIn.UserMenu user={user} canSwitchCompany={canSwitchCompany} />
            </Box>
          )}
          {!user && (
            <Group gap="xs" visibleFrom="sm">
              <Button component={Link} to="/login" variant="subtle">
                {t("common.login")}
              </Button>
              <Button component={Link} to="/register">
                {t("common.register")}
              </Button>
            </Group>
          )}
          {(showUserMenu || !user || items.length > 0) && (
            <Burger
              opened={drawerOpened}
              onClick={() => {
                setDrawerWanted(true);
                drawer.toggle();
              }}
              hiddenFrom="md"
              size="sm"
              aria-label={drawerOpened ? t("common.closeNavigation") : t("common.openNavigation")}
            />
          )}
        </Group>
      </Group>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileDrawer
            opened={drawerOpened}
            onClose={drawer.close}
            items={items}
            user={user}
            canSwitchCompany={canSwitchCompany}
            showUserMenu={showUserMenu}
          />
        </Suspense>
      )}
    </Box>
  );
}
