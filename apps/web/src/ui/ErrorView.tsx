import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconAlertTriangle,
  IconClockExclamation,
  IconLock,
  IconMapSearch,
  IconWifiOff,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export interface ErrorViewProps {
  /** HTTP status or RTK Query error code (FETCH_ERROR, TIMEOUT_ERROR…). */
  status?: number | string | null;
  /** What could not be shown, e.g. "Risk"; the views fall back to generic titles. */
  item?: string;
  /** The server's message, used as the title of the not-authorised view. */
  serverMessage?: string;
  onRetry?: () => void;
}

interface ViewContent {
  icon: ReactNode;
  colour: string;
  title: string;
  description: string;
}

/** The generic error views by status, worded as SPEC §8. */
export function ErrorView({ status, item, serverMessage, onRetry }: ErrorViewProps) {
  const { t } = useTranslation();
  const iconSize = 34;
  let view: ViewContent;
  if (status === 404) {
    view = {
      icon: <IconMapSearch size={iconSize} />,
      colour: "blue",
      title: item ? t("errors.notFound.titleItem", { item }) : t("errors.notFound.title"),
      description: t("errors.notFound.description"),
    };
  } else if (status === 401 || status === 403) {
    view = {
      icon: <IconLock size={iconSize} />,
      colour: "orange",
      title:
        serverMessage ??
        (item ? t("errors.notAuthorised.titleItem", { item }) : t("errors.notAuthorised.title")),
      description: t("errors.notAuthorised.description"),
    };
  } else if (status === "FETCH_ERROR") {
    view = {
      icon: <IconWifiOff size={iconSize} />,
      colour: "gray",
      title: item ? t("errors.fetch.titleItem", { item }) : t("errors.fetch.title"),
      description: t("errors.fetch.description"),
    };
  } else if (status === "TIMEOUT_ERROR") {
    view = {
      icon: <IconClockExclamation size={iconSize} />,
      colour: "yellow",
      title: t("errors.timeout.title"),
      description: t("errors.timeout.description"),
    };
  } else {
    view = {
      icon: <IconAlertTriangle size={iconSize} />,
      colour: "red",
      title: t("errors.unexpected.title"),
      description: t("errors.unexpected.description"),
    };
  }

  return (
    <Center py={80} px="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color={view.colour}>
          {view.icon}
        </ThemeIcon>
        {typeof status === "number" && (
          <Text size="sm" fw={600} c="dimmed" tt="uppercase">
            {t("errors.statusCode", { status })}
          </Text>
        )}
        <Title order={1} fz={28}>
          {view.title}
        </Title>
        <Text c="dimmed">{view.description}</Text>
        <Group mt="sm">
          {onRetry && (
            <Button variant="default" onClick={onRetry}>
              {t("common.tryAgain")}
            </Button>
          )}
          <Button component={Link} to="/">
            {t("common.goHome")}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
