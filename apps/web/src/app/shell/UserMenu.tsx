import { Avatar, Box, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { TUser } from "../../domain.ts";
import { initials } from "../../ui/initials.ts";
import { useRepresentingCompany } from "../session/useRepresentingCompany.ts";
import { DeferredMenu } from "./DeferredMenu.tsx";
import classes from "./Header.module.css";

/** The avatar button; its menu (AccountMenu.tsx) loads when first wanted (DeferredMenu.tsx). */
export function UserMenu({ user, canSwitchCompany }: { user: TUser; canSwitchCompany: boolean }) {
  const { t } = useTranslation();
  const { company } = useRepresentingCompany();
  return (
    <DeferredMenu
      opens="menu"
      button={
        <UnstyledButton className={classes.userButton}>
          <Avatar color="blue" radius="xl" size={34} aria-hidden="true">
            {initials(user.name)}
          </Avatar>
          {/* The accessible name is the visible text plus "account menu" (WCAG 2.5.3). */}
          <VisuallyHidden hiddenFrom="lg">{user.name}</VisuallyHidden>
          <Box visibleFrom="lg" maw={{ base: 180, xl: 240 }}>
            <Text size="sm" fw={600} lh={1.2} truncate>
              {user.name}
            </Text>
            {company && (
              <Text size="xs" lh={1.2} truncate className={classes.companyLine}>
                {company.name}
              </Text>
            )}
          </Box>
          <VisuallyHidden>{t("shell.userMenu.label")}</VisuallyHidden>
          <IconChevronDown size={14} aria-hidden="true" />
        </UnstyledButton>
      }
    >
      {(menus, button, openAtOnce) => (
        <menus.AccountMenu
          button={button}
          openAtOnce={openAtOnce}
          user={user}
          canSwitchCompany={canSwitchCompany}
        />
      )}
    </DeferredMenu>
  );
}
