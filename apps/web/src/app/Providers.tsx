import { localStorageColorSchemeManager, MantineProvider } from "@mantine/core";
import { DatesProvider, type DatesProviderSettings } from "@mantine/dates";
import { useMounted } from "@mantine/hooks";
import { lazy, type ReactNode, Suspense } from "react";
import { Provider as ReduxProvider } from "react-redux";
import { store } from "./store.ts";
import { cssVariablesResolver, theme } from "./theme.ts";

// The toast container (and its transitions) loads after the first page; a toast raised before
// it mounts waits in Mantine's notifications store and shows as soon as it does. It mounts after
// the first render, so a prerendered page (src/prerender.tsx) has no unfinished boundary in it.
const Notifications = lazy(async () => ({
  default: (await import("@mantine/notifications")).Notifications,
}));

/** Mounts the toast container after the first render; its own state, so nothing else renders again. */
function DeferredNotifications() {
  const mounted = useMounted();
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications
        position="bottom-right"
        autoClose={4000}
        transitionDuration={250}
        containerWidth={440}
        limit={5}
      />
    </Suspense>
  );
}

const colorSchemeManager = localStorageColorSchemeManager({ key: "colour-scheme" });
const dateSettings: DatesProviderSettings = {
  locale: "en-au",
  firstDayOfWeek: 1,
  weekendDays: [0, 6],
};

/** Store, theme, dates (en-AU, weeks from Monday) and toasts (SPEC §9). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="auto"
        colorSchemeManager={colorSchemeManager}
      >
        <DatesProvider settings={dateSettings}>
          <DeferredNotifications />
          {children}
        </DatesProvider>
      </MantineProvider>
    </ReduxProvider>
  );
}
