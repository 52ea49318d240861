import "../../../i18n/strings/companies.ts";
import {
  Button,
  Container,
  Divider,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { IconBuildingPlus, IconCircleCheckFilled } from "@tabler/icons-react";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useCurrentUser } from "../../../app/session/useCurrentUser.ts";
import { useRepresentingCompany } from "../../../app/session/useRepresentingCompany.ts";
import {
  activeRoles,
  CompanyType,
  companyTypeColour,
  sortRolesForSelection,
} from "../../../domain.ts";
import { CompanyBadge } from "../../../ui/CompanyBadge.tsx";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { companyHomeUrl } from "../portalHost.ts";
import { useChooseCompany } from "../useChooseCompany.ts";
import { useCompanyTypeLabel } from "../useCompanyTypeLabel.ts";
import classes from "./SelectCompany.module.css";

/**
 * SPEC §2 company selection: the user's roles in active companies, system companies first with
 * a dashed divider after them; a tick marks the represented company.
 */
export function SelectCompanyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("companies.select.title"));
  const { user } = useCurrentUser();
  const { id: currentId } = useRepresentingCompany();
  const choose = useChooseCompany();
  const typeLabel = useCompanyTypeLabel();
  // Sent here at sign-in: go on to the page the user was going to once they have chosen.
  const then = (useLocation().state as { from?: string } | null)?.from ?? "/";
  if (!user) return null;
  const roles = sortRolesForSelection(activeRoles(user)).map(
    (role) => user.roles.find((candidate) => candidate.id === role.id) ?? null,
  );
  const lastSystemIndex = roles.findLastIndex(
    (role) => role?.company.refCompanyTypeId === CompanyType.System,
  );

  return (
    <Container size={640} py={{ base: "lg", sm: 48 }}>
      <Stack gap={6} mb="xl">
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {t("companies.select.title")}
        </Title>
        <Text c="dimmed">{t("companies.select.description")}</Text>
      </Stack>
      {roles.length === 0 && (
        <Paper withBorder radius="lg" p="xl">
          <Stack gap="sm" align="flex-start">
            <Text fw={600}>{t("companies.select.none")}</Text>
            <Text c="dimmed" size="sm">
              {t("companies.select.noneHint")}
            </Text>
            <Button
              component={Link}
              to="/companies/new"
              leftSection={<IconBuildingPlus size={16} />}
            >
              {t("companies.select.create")}
            </Button>
          </Stack>
        </Paper>
      )}
      <Stack gap="sm">
        {roles.map((role, index) => {
          if (!role) return null;
          const current = role.companyId === currentId;
          return (
            <Fragment key={role.id}>
              <UnstyledButton
                className={classes.card}
                aria-pressed={current}
                onClick={() => {
                  choose(role.companyId);
                  window.location.assign(companyHomeUrl(role.company.handle, then));
                }}
              >
                <Paper
                  withBorder
                  radius="lg"
                  p="md"
                  className={classes.paper}
                  data-current={current || undefined}
                  style={{
                    borderLeftColor: `var(--mantine-color-${companyTypeColour(role.company.refCompanyTypeId)}-6)`,
                  }}
                >
                  <Group justify="space-between" wrap="nowrap">
                    <Stack gap={4} style={{ minWidth: 0 }}>
                      <Group gap="xs">
                        <Text fw={600} truncate>
                          {role.company.name}
                        </Text>
                        <CompanyBadge
                          size="sm"
                          name={typeLabel(role.company.refCompanyTypeId)}
                          typeId={role.company.refCompanyTypeId}
                        />
                      </Group>
                      <Text size="sm" c="dimmed">
                        {t("companies.select.roleOf", { name: user.name, role: role.name })}
                      </Text>
                    </Stack>
                    {current && (
                      <ThemeIcon
                        variant="transparent"
                        color="teal"
                        aria-label={t("companies.select.current")}
                      >
                        <IconCircleCheckFilled size={24} />
                      </ThemeIcon>
                    )}
                  </Group>
                </Paper>
              </UnstyledButton>
              {index === lastSystemIndex && index < roles.length - 1 && (
                <Divider variant="dashed" my="xs" />
              )}
            </Fragment>
          );
        })}
      </Stack>
    </Container>
  );
}
