import { Box, Button, Divider, Drawer, NavLink, Stack, Text } from "@mantine/core";
import {
  IconArrowsExchange,
  IconBuildingCog,
  IconBuildingPlus,
  IconHistory,
  IconLogin,
  IconLogout,
  IconMailbox,
  IconShieldLock,
  IconStack2,
  IconUserCircle,
  IconUserPlus,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { CompanyType, type TUser } from "../../domain.ts";
import {
  useCanManageCompany,
  useHasNoCompany,
} from "../../features/companies/useManagedCompanyId.ts";
import { CompanyBadge } from "../../ui/CompanyBadge.tsx";
import { useLogout } from "../session/useLogout.ts";
import { useRepresentingCompany } from "../session/useRepresentingCompany.ts";
import { ThemeChooser } from "./ThemeChooser.tsx";
import type { NavItem } from "./useNavItems.ts";

interface Props {
  opened: boolean;
  onClose: () => void;
  items: NavItem[];
  user: TUser | null;
  canSwitchCompany: boolean;
  showUserMenu: boolean;
}

/** Small screens: the same links in a drawer from the right, with login and register. */
export function MobileDrawer({
  opened,
  onClose,
  items,
  user,
  canSwitchCompany,
  showUserMenu,
}: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const { company } = useRepresentingCompany();
  const [logout] = useLogout();
  const canManage = useCanManageCompany();
  const noCompany = useHasNoCompany();

  const renderItem = (item: NavItem) => {
    const Icon = item.icon;
    const common = {
      label: item.label,
      leftSection: <Icon size={18} stroke={1.7} />,
    };
    if (item.children) {
      return (
        <NavLink key={item.key} {...common} defaultOpened>
          {item.children.map(renderItem)}
        </NavLink>
      );
    }
    if (item.href) return <NavLink key={item.key} {...common} component="a" href={item.href} />;
    const to = item.to ?? "/";
    return (
      <NavLink
        key={item.key}
        {...common}
        component={Link}
        to={to}
        onClick={onClose}
        active={location.pathname === to.split("?")[0]}
      />
    );
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={320}
      title={t("common.mainNavigation")}
      closeButtonProps={{ "aria-label": t("common.closeNavigation") }}
      hiddenFrom="md"
    >
      <Stack gap="md">
        {user && company && (
          <Box>
            <Text size="sm" fw={600}>
              {user.name}
            </Text>
            <CompanyBadge mt={6} name={company.name} typeId={company.refCompanyTypeId} />
          </Box>
        )}
        {items.length > 0 && (
          <Box component="nav" aria-label={t("common.mainNavigation")}>
            {items.map(renderItem)}
          </Box>
        )}
        {user && showUserMenu && (
          <>
            <Divider />
            <Box>
              <NavLink
                component={Link}
                to="/account"
                label={t("shell.userMenu.account")}
                leftSection={<IconUserCircle size={18} stroke={1.7} />}
                onClick={onClose}
                active={location.pathname === "/account"}
              />
              {noCompany && (
                <NavLink
                  component={Link}
                  to="/companies/new"
                  label={t("shell.nav.createCompany")}
                  leftSection={<IconBuildingPlus size={18} stroke={1.7} />}
                  onClick={onClose}
                />
              )}
              {canManage && !items.some((item) => item.key === "manage-company") && (
                <NavLink
                  component={Link}
                  to="/company/manage"
                  label={t("shell.nav.manageCompany")}
                  leftSection={<IconBuildingCog size={18} stroke={1.7} />}
                  onClick={onClose}
                  active={location.pathname === "/company/manage"}
                />
              )}
              {canManage && (
                <NavLink
                  component={Link}
                  to="/company/security"
                  label={t("shell.nav.companySecurity")}
                  leftSection={<IconShieldLock size={18} stroke={1.7} />}
                  onClick={onClose}
                  active={location.pathname === "/company/security"}
                />
              )}
              {company?.refCompanyTypeId === CompanyType.System && (
                <NavLink
                  component={Link}
                  to="/system/outbox"
                  label={t("shell.nav.outbox")}
                  leftSection={<IconMailbox size={18} stroke={1.7} />}
                  onClick={onClose}
                  active={location.pathname === "/system/outbox"}
                />
              )}
              {company?.refCompanyTypeId === CompanyType.System && (
                <NavLink
                  component={Link}
                  to="/system/audit"
                  label={t("shell.nav.auditLog")}
                  leftSection={<IconHistory size={18} stroke={1.7} />}
                  onClick={onClose}
                  active={location.pathname === "/system/audit"}
                />
              )}
              {company?.refCompanyTypeId === CompanyType.System && (
                <NavLink
                  component={Link}
                  to="/system/jobs"
                  label={t("shell.nav.jobs")}
                  leftSection={<IconStack2 size={18} stroke={1.7} />}
                  onClick={onClose}
                  active={location.pathname === "/system/jobs"}
                />
              )}
              {canSwitchCompany && (
                <NavLink
                  component={Link}
                  to="/select-company"
                  label={t("shell.nav.switchCompany")}
                  leftSection={<IconArrowsExchange size={18} stroke={1.7} />}
                  onClick={onClose}
                />
              )}
            </Box>
            <Box>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={6}>
                {t("shell.userMenu.theme")}
              </Text>
              <ThemeChooser />
            </Box>
            <Button
              variant="light"
              color="red"
              leftSection={<IconLogout size={16} />}
              onClick={() => {
                onClose();
                void logout();
              }}
            >
              {t("common.logout")}
            </Button>
          </>
        )}
        {!user && (
          <Stack gap="sm">
            <Button
              component={Link}
              to="/login"
              variant="default"
              leftSection={<IconLogin size={16} />}
              onClick={onClose}
            >
              {t("common.login")}
            </Button>
            <Button
              component={Link}
              to="/register"
              leftSection={<IconUserPlus size={16} />}
              onClick={onClose}
            >
              {t("common.register")}
            </Button>
          </Stack>
        )}
      </Stack>
    </Drawer>
  );
}
