import {
  createTheme,
  Drawer,
  type MantineThemeOverride,
  Menu,
  Modal,
  Popover,
  Tooltip,
} from "@mantine/core";

/**
 * The Mantine theme. Modals never close on an outside click or Escape (SPEC §2); transitions
 * follow SPEC §9 (tooltip 100 ms, modal 200 ms, popover 150 ms).
 */
export const theme: MantineThemeOverride = createTheme({
  primaryColor: "blue",
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: "md",
  cursorType: "pointer",
  fontFamily:
    'Inter, "Segoe UI", system-ui, -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: "700" },
  components: {
    Modal: Modal.extend({
      defaultProps: {
        closeOnClickOutside: false,
        closeOnEscape: false,
        transitionProps: { duration: 200 },
        overlayProps: { backgroundOpacity: 0.45, blur: 2 },
      },
      styles: { title: { fontWeight: 600, fontSize: "var(--mantine-font-size-lg)" } },
    }),
    Drawer: Drawer.extend({ defaultProps: { transitionProps: { duration: 200 } } }),
    Popover: Popover.extend({ defaultProps: { transitionProps: { duration: 150 } } }),
    Menu: Menu.extend({ defaultProps: { transitionProps: { duration: 150 } } }),
    Tooltip: Tooltip.extend({ defaultProps: { transitionProps: { duration: 100 } } }),
  },
});
