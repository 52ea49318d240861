import { useMantineColorScheme } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useCurrentUser } from "../../app/session/useCurrentUser.ts";

/**
 * The colour scheme follows the signed-in user's stored theme (SPEC §4). It is applied when the
 * stored theme changes only, so a choice made a moment ago is not undone while it is saved.
 */
export function ThemeSync() {
  const { user } = useCurrentUser();
  const { setColorScheme } = useMantineColorScheme();
  const theme = user?.theme;
  const applied = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!theme || applied.current === theme) return;
    applied.current = theme;
    setColorScheme(theme);
  }, [theme, setColorScheme]);
  return null;
}
