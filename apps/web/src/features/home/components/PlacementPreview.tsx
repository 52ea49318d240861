import "../../../i18n/strings/home.ts";
import { Badge, Divider, Group, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCircleCheck, IconFileCertificate } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** A picture of a placement for the landing page: one risk from submission to bound. */
export function PlacementPreview() {
  const { t } = useTranslation();
  const statuses = t("home.landing.preview.statuses", { returnObjects: true }) as string[];
  const rows = [
    [t("home.landing.preview.insuredLabel"), t("home.landing.preview.insured")],
    [t("home.landing.preview.underwriterLabel"), t("home.landing.preview.underwriter")],
    [t("home.landing.preview.premiumLabel"), t("home.landing.preview.premium")],
  ] as const;
  return (
    <Paper
      withBorder
      radius="lg"
      shadow="xl"
      p="xl"
      w={400}
      role="img"
      aria-label={t("home.landing.preview.label")}
    >
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light">
            <IconFileCertificate size={22} />
          </ThemeIcon>
          <div>
            <Text fw={700}>{t("home.landing.preview.reference")}</Text>
            <Text size="xs" c="dimmed">
              {t("home.landing.preview.className")}
            </Text>
          </div>
        </Group>
        <Badge color="teal.9" variant="filled">
          {statuses.at(-1)}
        </Badge>
      </Group>
      <Divider my="md" />
      <Stack gap="sm">
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text size="sm" fw={600}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
      <Divider my="md" />
      <Group gap={6} wrap="nowrap">
        {statuses.map((status, index) => (
          <Group key={status} gap={6} wrap="nowrap" style={{ flex: 1 }}>
            <Badge
              variant={index === statuses.length - 1 ? "filled" : "default"}
              color={index === statuses.length - 1 ? "teal.9" : undefined}
              radius="sm"
              fullWidth
            >
              {status}
            </Badge>
          </Group>
        ))}
      </Group>
      <Group
        gap={6}
        mt="md"
        style={{ color: "light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-3))" }}
      >
        <IconCircleCheck size={18} />
        <Text size="sm" fw={500}>
          {t("home.landing.preview.bound")}
        </Text>
      </Group>
    </Paper>
  );
}
