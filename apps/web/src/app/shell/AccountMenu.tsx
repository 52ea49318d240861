import { Box, Menu, Stack, Text } from "@mantine/core";
import {
  IconArrowsExchange,
  IconBuildingCog,
  IconBuildingPlus,
  IconHistory,
  IconLogout,
  IconMailbox,
  IconShieldLock,
  IconStack2,
  IconUserCircle,
} from "@tabler/icons-react";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CompanyType, type TUser } from "../../domain.ts";
import {
  useCanManageCompany,
  useHasNoCompany,
} from "../../features/companies/useManagedCompanyId.ts";
import { CompanyBadge } from "../../ui/CompanyBadge.tsx";
import { useLogout } from "../session/useLogout.ts";
import { useRepresentingCompany } from "../session/useRepresentingCompany.ts";
import { ThemeChooser } from "./ThemeChooser.tsx";

/** The avatar button's menu (UserMenu.tsx): account, switch company, theme and logout. */
export function AccountMenu({
  button,
  openAtOnce,
  user,
  canSwitchCompany,
}: {
  button: ReactElement;
  openAtOnce: boolean;
  user: TUser;
  canSwitchCompany: boolean;
}) {
  const { t } = useTranslation();
  const { company, role } = useRepresentingCompany();
  const [logout] = useLogout();
  const canManage = useCanManageCompany();
  const noCompany = useHasNoCompany();
  return (
    <Menu
      position="bottom-end"
      width={280}
      withinPortal
      closeOnItemClick
      defaultOpened={openAtOnce}
    >
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py={8}>
          <Text size="sm" fw={600} truncate>
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Box>
        {company && (
          <>
            <Menu.Divider />
            <Stack gap={4} px="sm" py={8}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t("shell.userMenu.representing")}
              </Text>
              <CompanyBadge name={company.name} typeId={company.refCompanyTypeId} />
              {role && (
                <Text size="xs" c="dimmed">
                  {role.name}
                </Text>
              )}
            </Stack>
          </>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to="/account" leftSection={<IconUserCircle size={16} />}>
          {t("shell.userMenu.account")}
        </Menu.Item>
        {noCompany && (
          <Menu.Item
            component={Link}
            to="/companies/new"
            leftSection={<IconBuildingPlus size={16} />}
          >
            {t("shell.nav.createCompany")}
          </Menu.Item>
        )}
        {canManage && (
          <Menu.Item
            component={Link}
            to="/company/manage"
            leftSection={<IconBuildingCog size={16} />}
          >
            {t("shell.nav.manageCompany")}
          </Menu.Item>
        )}
        {canManage && (
          <Menu.Item
            component={Link}
            to="/company/security"
            leftSection={<IconShieldLock size={16} />}
          >
            {t("shell.nav.companySecurity")}
          </Menu.Item>
        )}
        {company?.refCompanyTypeId === CompanyType.System && (
          <>
            <Menu.Item component={Link} to="/system/outbox" leftSection={<IconMailbox size={16} />}>
              {t("shell.nav.outbox")}
            </Menu.Item>
            <Menu.Item component={Link} to="/system/audit" leftSection={<IconHistory size={16} />}>
              {t("shell.nav.auditLog")}
            </Menu.Item>
            <Menu.Item component={Link} to="/system/jobs" leftSection={<IconStack2 size={16} />}>
              {t("shell.nav.jobs")}
            </Menu.Item>
          </>
        )}
        {canSwitchCompany && (
          <Menu.Item
            component={Link}
            to="/select-company"
            leftSection={<IconArrowsExchange size={16} />}
          >
            {t("shell.nav.switchCompany")}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Box px="sm" py={6}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={6}>
            {t("shell.userMenu.theme")}
          </Text>
          <ThemeChooser />
        </Box>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          {t("common.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
