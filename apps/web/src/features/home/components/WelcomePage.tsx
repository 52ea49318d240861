import "../../../i18n/strings/home.ts";
import { Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRepresentingCompany } from "../../../app/session/useRepresentingCompany.ts";
import type { NavigationLinks, TUser } from "../../../domain.ts";
import { CompanyBadge } from "../../../ui/CompanyBadge.tsx";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { nextSteps, type StepKey } from "../next/nextSteps.ts";
import { PrimaryStep, StepCard } from "./StepCard.tsx";

interface Props {
  user: TUser;
  links: NavigationLinks;
  canManage: boolean;
  /** Figures next to the steps (app/ gathers them from the features' lists). */
  counts: Partial<Record<StepKey, number>>;
  /** A broker's or underwriter's connections; undefined while unknown. */
  connections?: number;
  /** What app/ shows above the steps (the system company's approval queue). */
  before?: ReactNode;
}

/** The signed-in home: who you work for and what you can do next, with counts where known. */
export function WelcomePage({ user, links, canManage, counts, connections, before }: Props) {
  const { t } = useTranslation();
  useDocumentTitle(null);
  const { company, role } = useRepresentingCompany();
  const typeId = company?.refCompanyTypeId ?? null;
  const steps = nextSteps({ typeId, links, canManage, connections });
  const primary = steps.filter((step) => step.primary);
  const others = steps.filter((step) => !step.primary);
  const waiting = [
    ...new Set(user.roles.filter((r) => !r.company.isActive).map((r) => r.company.name)),
  ];

  return (
    <Container size="lg" py={{ base: "lg", sm: 48 }}>
      <Stack gap="xs" mb={32}>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {t("home.welcome.greeting", { name: user.name })}
        </Title>
        {company ? (
          <Group gap="xs">
            <Text c="dimmed">{t("home.welcome.representing")}</Text>
            <CompanyBadge name={company.name} typeId={company.refCompanyTypeId} size="lg" />
            {role && (
              <Text size="sm" c="dimmed">
                · {role.name}
              </Text>
            )}
          </Group>
        ) : waiting.length > 0 ? (
          // A company registered while approval is on: its roles count for nothing until the
          // system company approves it (docs/decisions.md).
          waiting.map((name) => (
            <Text c="dimmed" maw={640} key={name} data-testid="awaiting-approval">
              {t("home.welcome.awaitingApproval", { name })}
            </Text>
          ))
        ) : (
          <Text c="dimmed" maw={640}>
            {t("home.welcome.noCompany")}
          </Text>
        )}
      </Stack>

      {before}

      {primary.map((step) => (
        <PrimaryStep key={step.key} step={step} />
      ))}

      <Title order={2} fz="lg" mb="md">
        {t("home.welcome.nextSteps")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {others.map((step) => (
          <StepCard key={step.key} step={step} count={counts[step.key]} />
        ))}
      </SimpleGrid>
      {typeId === null && (
        <Text c="dimmed" size="sm" mt="xl" maw={640}>
          {t("home.welcome.invitationsHint")}
        </Text>
      )}
    </Container>
  );
}
