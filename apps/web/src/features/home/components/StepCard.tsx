import "../../../i18n/strings/home.ts";
import {
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { IconArrowRight, IconChevronRight } from "@tabler/icons-react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Step } from "../next/nextSteps.ts";
import { stepLooks } from "../next/stepIcons.ts";
import classes from "./Welcome.module.css";

interface StepCardProps {
  step: Step;
  count?: number;
}

/**
 * One thing to do next: a card linking to its page, with a count when there is one. Memoised
 * on what it shows: the home renders again as each count arrives, and only that count's card
 * needs to (the steps are new objects on every render).
 */
export const StepCard = memo(StepCardContent, (before, after) => {
  const [a, b] = [before.step, after.step];
  return (
    before.count === after.count && a.key === b.key && a.to === b.to && a.variant === b.variant
  );
});

function StepCardContent({ step, count }: StepCardProps) {
  const { t } = useTranslation();
  const { icon: Icon, colour } = stepLooks[step.key];
  return (
    <UnstyledButton component={Link} to={step.to} className={classes.link}>
      <Card withBorder radius="lg" padding="lg" className={classes.card}>
        <Group wrap="nowrap" gap="md">
          <ThemeIcon size={44} radius="md" variant="light" color={colour}>
            <Icon size={24} />
          </ThemeIcon>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            {/* The count goes under the title when both do not fit (never cut short). */}
            <Group gap="xs" style={{ rowGap: 2 }}>
              <Text fw={600}>{t(`home.welcome.steps.${step.key}.title`)}</Text>
              {count !== undefined && (
                <Badge variant="light" color={colour} size="sm" style={{ flexShrink: 0 }}>
                  {t(`home.welcome.counts.${step.key as "risks"}`, { count })}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t(
                `home.welcome.steps.${step.key}.${step.variant ?? "text"}` as "home.welcome.steps.risks.text",
              )}
            </Text>
          </Stack>
          <IconChevronRight size={18} color="var(--mantine-color-dimmed)" />
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/** The one main action of the home (register a company, connect with an underwriter). */
export function PrimaryStep({ step }: { step: Step }) {
  const { t } = useTranslation();
  const { icon: Icon } = stepLooks[step.key];
  return (
    <Card withBorder radius="lg" padding="xl" mb={32} className={classes.primary}>
      <Group justify="space-between" gap="lg" wrap="wrap">
        <Group gap="md" wrap="nowrap" style={{ flex: "1 1 320px" }}>
          <ThemeIcon size={52} radius="md" variant="filled">
            <Icon size={28} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} fz="xl">
              {t(`home.welcome.steps.${step.key}.title`)}
            </Title>
            <Text c="dimmed">{t(`home.welcome.steps.${step.key}.text`)}</Text>
          </Stack>
        </Group>
        <Button component={Link} to={step.to} size="md" rightSection={<IconArrowRight size={18} />}>
          {t(`home.welcome.steps.${step.key}.title`)}
        </Button>
      </Group>
    </Card>
  );
}
