import {
  type CSSVariablesResolver,
  createTheme,
  type DrawerProps,
  darken,
  defaultVariantColorsResolver,
  type MantineThemeOverride,
  type MenuProps,
  type ModalProps,
  type PopoverProps,
  parseThemeColor,
  type TooltipProps,
  type VariantColorsResolver,
} from "@mantine/core";

/**
 * The Mantine theme. Modals never close on an outside click or Escape (SPEC §2); transitions
 * follow SPEC §9 (tooltip 100 ms, modal 200 ms, popover 150 ms).
 */
/**
 * Filled variants of pale colours get a darker background; light variants (badges, light buttons, avatars) use a darker text for AA contrast (4.5:1 at
 * badge size): in light mode the colour's darkest shade darkened a further 30 % (shade 9 alone
 * is not enough for green, teal, lime, yellow and orange: green-9 on its light background is
 * 3.9:1), in dark mode shade 2.
 */
/** Colours whose filled shade 8 is too light for white text (green 8 is 3.2:1). */
const paleFilled = new Set(["green", "teal", "lime", "orange", "cyan"]);

const variantColorResolver: VariantColorsResolver = (input) => {
  const defaults = defaultVariantColorsResolver(input);
  if (input.variant === "filled") {
    // Filled buttons of these colours (Bind, Publish anyway) take their darkest shade, darkened
    // 15 %, so the white label passes AA.
    const parsed = parseThemeColor({
      color: input.color ?? input.theme.primaryColor,
      theme: input.theme,
    });
    const darkest =
      parsed.isThemeColor && parsed.shade === undefined && paleFilled.has(parsed.color)
        ? input.theme.colors[parsed.color]?.[9]
        : undefined;
    if (!darkest) return defaults;
    return {
      ...defaults,
      background: darken(darkest, 0.15),
      hover: darken(darkest, 0.3),
      color: "var(--mantine-color-white)",
    };
  }
  if (input.variant !== "light") return defaults;
  const parsed = parseThemeColor({
    color: input.color ?? input.theme.primaryColor,
    theme: input.theme,
  });
  if (!parsed.isThemeColor || parsed.color === "gray" || parsed.color === "dark") return defaults;
  const darkest = input.theme.colors[parsed.color]?.[9];
  const lightText = darkest ? darken(darkest, 0.3) : `var(--mantine-color-${parsed.color}-9)`;
  return {
    ...defaults,
    color: `light-dark(${lightText}, var(--mantine-color-${parsed.color}-2))`,
  };
};

export const theme: MantineThemeOverride = createTheme({
  primaryColor: "blue",
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: "md",
  cursorType: "pointer",
  autoContrast: true,
  variantColorResolver,
  fontFamily:
    'Inter, "Segoe UI", system-ui, -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: "700" },
  // Plain objects, not `Modal.extend(…)`: `extend` only types its argument, and importing the
  // components here would put modals, drawers, menus and tooltips in every page's first bundle.
  components: {
    Modal: {
      defaultProps: {
        closeOnClickOutside: false,
        closeOnEscape: false,
        transitionProps: { duration: 200 },
        overlayProps: { backgroundOpacity: 0.45, blur: 2 },
      } satisfies Partial<ModalProps>,
      styles: { title: { fontWeight: 600, fontSize: "var(--mantine-font-size-lg)" } },
    },
    Drawer: { defaultProps: { transitionProps: { duration: 200 } } satisfies Partial<DrawerProps> },
    Popover: {
      defaultProps: { transitionProps: { duration: 150 } } satisfies Partial<PopoverProps>,
    },
    Menu: { defaultProps: { transitionProps: { duration: 150 } } satisfies Partial<MenuProps> },
    Tooltip: {
      defaultProps: { transitionProps: { duration: 100 } } satisfies Partial<TooltipProps>,
    },
  },
});

/**
 * Mantine's dimmed text (gray 6 on white) misses WCAG AA contrast; a shade darker (lighter in
 * the dark scheme) keeps the look and passes.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    // Active navigation links (header and drawer) and light primary text: blue 8 on its light
    // background is 4.39:1, blue 9 passes.
    "--mantine-primary-color-light-color": "var(--mantine-color-blue-9)",
  },
  dark: { "--mantine-color-dimmed": "var(--mantine-color-dark-1)" },
});
