import { Center, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LogoMark } from "./Logo.tsx";

/** Covers the page while it loads or the route changes (SPEC §2). */
export function FullScreenLoader({ label }: { label?: string }) {
  const { t } = useTranslation();
  const text = label ?? t("common.loading");
  return (
    <Center
      role="status"
      aria-live="polite"
      aria-label={text}
      pos="fixed"
      inset={0}
      style={{ zIndex: 400, background: "var(--mantine-color-body)" }}
    >
      <Stack align="center" gap="md">
        <LogoMark size={44} />
        <Loader size="sm" type="dots" />
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}
