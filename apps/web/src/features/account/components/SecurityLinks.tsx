import "../../../i18n/strings/security.ts";
import { Button, Card, Stack, Text } from "@mantine/core";
import { IconHistory, IconShieldLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Links from the account page to two-factor settings and the security activity view. */
export function SecurityLinks() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="xs">
        <Text fw={600}>{t("security.account.title")}</Text>
        <Button
          component={Link}
          to="/two-factor-auth/setup"
          variant="light"
          leftSection={<IconShieldLock size={16} />}
          justify="flex-start"
        >
          {t("security.account.twoFactor")}
        </Button>
        <Button
          component={Link}
          to="/account/security"
          variant="light"
          leftSection={<IconHistory size={16} />}
          justify="flex-start"
        >
          {t("security.account.recentSignIns")}
        </Button>
      </Stack>
    </Card>
  );
}
