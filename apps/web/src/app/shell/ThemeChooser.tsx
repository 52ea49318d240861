import { SegmentedControl, useMantineColorScheme } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type Theme, themes } from "../../domain.ts";
import { useThemeChange } from "../../features/account/useThemeChange.ts";

/** Light, dark or auto, applied at once and saved on the user (SPEC §4). */
export function ThemeChooser({ fullWidth = true }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const { colorScheme } = useMantineColorScheme();
  const [changeTheme, state] = useThemeChange();
  return (
    <SegmentedControl
      aria-label={t("shell.userMenu.theme")}
      fullWidth={fullWidth}
      size="xs"
      value={colorScheme}
      disabled={state.isLoading}
      onChange={(value) => void changeTheme(value as Theme)}
      data={themes.map((theme) => ({ value: theme, label: t(`shell.userMenu.themes.${theme}`) }))}
    />
  );
}
