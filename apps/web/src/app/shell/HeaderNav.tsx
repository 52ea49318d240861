import { Group, Menu, UnstyledButton } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import classes from "./Header.module.css";
import type { NavItem } from "./useNavItems.ts";

function pathOf(to: string) {
  return to.split("?")[0] ?? to;
}

/** Desktop navigation links in the header. */
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
          return (
            <Menu key={item.key} position="bottom-start" withinPortal>
              <Menu.Target>
                <UnstyledButton className={classes.link} data-active={active || undefined}>
                  <Icon size={18} stroke={1.7} />
                  <span>{item.label}</span>
                  <IconChevronDown size={14} />
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                {item.children.map((child) => {
                  const ChildIcon = child.icon;
                  return (
                    <Menu.Item
                      key={child.key}
                      component={Link}
                      to={child.to ?? "/"}
                      leftSection={<ChildIcon size={16} />}
                    >
                      {child.label}
                    </Menu.Item>
                  );
                })}
              </Menu.Dropdown>
            </Menu>
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
