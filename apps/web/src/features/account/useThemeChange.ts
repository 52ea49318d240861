import { useMantineColorScheme } from "@mantine/core";
import { useCallback } from "react";
import type { Theme } from "../../domain.ts";
import { useUpdateUserMutation } from "./api.ts";

/** Apply a theme at once and save it with a user update (SPEC §4). */
export function useThemeChange() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const [updateUser, state] = useUpdateUserMutation();
  const change = useCallback(
    async (theme: Theme) => {
      const previous = colorScheme;
      setColorScheme(theme);
      const result = await updateUser({ theme });
      if ("error" in result) {
        // The base query has shown the error; the scheme goes back to what was saved.
        setColorScheme(previous);
      }
    },
    [colorScheme, setColorScheme, updateUser],
  );
  return [change, state] as const;
}
