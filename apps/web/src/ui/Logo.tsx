import { Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The product mark: a slipway ramp meeting the water. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-blue-6)" />
      <path
        d="M7 21.5 16 8l9 13.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M5.5 24.5c3.5-1.6 6.9-1.6 10.5 0s7 1.6 10.5 0"
        fill="none"
        stroke="var(--mantine-color-blue-2)"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ size = 32, withName = true }: { size?: number; withName?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={10} wrap="nowrap">
      <LogoMark size={size} />
      {withName && (
        <Text fw={700} fz={size >= 32 ? 20 : 16} lh={1} style={{ letterSpacing: "-0.01em" }}>
          {t("common.productName")}
        </Text>
      )}
    </Group>
  );
}
