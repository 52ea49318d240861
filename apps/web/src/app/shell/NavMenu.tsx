import { Menu } from "@mantine/core";
import type { ReactElement } from "react";
import { Link } from "react-router";
import type { NavItem } from "./useNavItems.ts";

/** A header navigation entry's dropdown of links (HeaderNav.tsx renders its button). */
export function NavMenu({
  button,
  openAtOnce,
  items,
}: {
  button: ReactElement;
  openAtOnce: boolean;
  items: NavItem[];
}) {
  return (
    <Menu position="bottom-start" withinPortal defaultOpened={openAtOnce}>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        {items.map((child) => {
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
