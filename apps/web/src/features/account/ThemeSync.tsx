import { useMantineColorScheme } from "@mantine/core";
import { useEffect } from "react";
import { useCurrentUser } from "../auth/useCurrentUser.ts";

/** The colour scheme follows the signed-in user's stored theme (SPEC §4). */
export function ThemeSync() {
  const { user } = useCurrentUser();
  const { setColorScheme } = useMantineColorScheme();
  const theme = user?.theme;
  useEffect(() => {
    if (theme) setColorScheme(theme);
  }, [theme, setColorScheme]);
  return null;
}
