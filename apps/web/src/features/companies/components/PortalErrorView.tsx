import { Button, Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBuildingOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { httpStatus } from "../../../api/apiErrors.ts";
import { ErrorView } from "../../../ui/ErrorView.tsx";

/** SPEC §2: a company portal whose company cannot be loaded shows an error display. */
export function PortalErrorView({ handle, error }: { handle: string; error: unknown }) {
  const { t } = useTranslation();
  const status = httpStatus(error);
  if (status === "FETCH_ERROR" || status === "TIMEOUT_ERROR") {
    return <ErrorView status={status} item={handle} onRetry={() => window.location.reload()} />;
  }
  return (
    <Center mih="100vh" px="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="gray">
          <IconBuildingOff size={34} />
        </ThemeIcon>
        <Title order={1} fz={28}>
          {t("shell.portal.failedTitle", { handle })}
        </Title>
        <Text c="dimmed">{t("shell.portal.failed")}</Text>
        <Button variant="default" onClick={() => window.location.reload()}>
          {t("common.tryAgain")}
        </Button>
      </Stack>
    </Center>
  );
}
