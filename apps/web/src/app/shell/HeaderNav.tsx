import { Group, UnstyledButton } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { DeferredMenu } from "./DeferredMenu.tsx";
import classes from "./Header.module.css";
import type { NavItem } from "./useNavItems.ts";

function pathOf(to: string) {
  return to.split("?")[0] ?? to;
}

/** Desktop navigation links in the header; entries with children open a menu (NavMenu.tsx). */
export function HeaderNav({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (items.length === 0) return null;
  return (
    <Group component="nav" aria-label={t("common.mainNavigation")} gap={4} visibleFrom="md">
      {items.map((item) => {
        const Icon = item.icon;
        if (item.children) {
          const active = item.children.some(
            (child) => child.to && location.pathname.startsWith(pathOf(child.to)),
          );
          const children = item.children;
          return (
            <DeferredMenu
              key={item.key}
              opens="menu"
              button={
                <UnstyledButton className={classes.link} data-active={active || undefined}>
                  <Icon size={18} stroke={1.7} />
                  <span>{item.label}</span>
                  <IconChevronDown size={14} />
                </UnstyledButton>
              }
            >
              {(menus, button, openAtOnce) => (
                <menus.NavMenu button={button} openAtOnce={openAtOnce} items={children} />
              )}
            </DeferredMenu>
          );
        }
        if (item.href) {
          return (
            <a key={item.key} href={item.href} className={classes.link}>
              <Icon size={18} stroke={1.7} />
              <span>{item.label}</span>
            </a>
          );
        }
        return (
          <NavLink
            key={item.key}
            to={item.to ?? "/"}
            className={classes.link}
            data-active={location.pathname === pathOf(item.to ?? "/") || undefined}
          >
            <Icon size={18} stroke={1.7} />
            <span>{item.label}</span>
          </NavLink>
        );
      })}
    </Group>
  );
}
