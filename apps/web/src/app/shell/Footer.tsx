import { Anchor, Box, Container, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Logo } from "../../ui/Logo.tsx";

/** Footer of the main site only (SPEC §2): logo, title, legal links and copyright. */
export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const product = t("common.productName");
  return (
    <Box
      component="footer"
      py="xl"
      mt="xl"
      style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
    >
      <Container size="xl">
        <Group justify="space-between" align="center" gap="lg">
          <Group gap="sm" wrap="nowrap">
            <Logo size={26} />
            <Text size="sm" c="dimmed" visibleFrom="xs">
              {t("common.productTagline")}
            </Text>
          </Group>
          <Group component="nav" aria-label={t("shell.footer.legalNav")} gap="lg">
            <Anchor component={Link} to="/legal/au/terms-of-use" size="sm" c="dimmed">
              {t("shell.footer.terms")}
            </Anchor>
            <Anchor component={Link} to="/legal/au/privacy-policy" size="sm" c="dimmed">
              {t("shell.footer.privacy")}
            </Anchor>
          </Group>
        </Group>
        <Text size="xs" c="dimmed" mt="md">
          {t("shell.footer.copyright", { year, product })}
        </Text>
      </Container>
    </Box>
  );
}
