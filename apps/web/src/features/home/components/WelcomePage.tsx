import {
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from "@mantine/core";
import {
  IconAlertOctagon,
  IconArrowsExchange,
  IconBox,
  IconBuildingCog,
  IconChevronRight,
  IconLayoutDashboard,
  IconShieldCheck,
  IconUserCircle,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePortal } from "../../../app/session/usePortal.ts";
import { useRepresentingCompany } from "../../../app/session/useRepresentingCompany.ts";
import { navigationLinks, type TUser } from "../../../domain.ts";
import { CompanyBadge } from "../../../ui/CompanyBadge.tsx";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import classes from "./Welcome.module.css";

interface QuickLink {
  key:
    | "dashboard"
    | "risks"
    | "products"
    | "incidents"
    | "manageCompany"
    | "switchCompany"
    | "account";
  to: string;
  title: string;
  icon: ComponentType<{ size?: number }>;
  colour: string;
}

export function WelcomePage({ user }: { user: TUser }) {
  const { t } = useTranslation();
  useDocumentTitle(null);
  const { company, role } = useRepresentingCompany();
  const portal = usePortal();
  const links = navigationLinks({
    user,
    currentCompany: portal.company ?? company,
    representingCompany: company,
  });

  const quickLinks: QuickLink[] = [];
  if (links.dashboard) {
    quickLinks.push({
      key: "dashboard",
      to: "/company/dashboard",
      title: t("shell.nav.dashboard"),
      icon: IconLayoutDashboard,
      colour: "blue",
    });
  }
  if (links.risks) {
    quickLinks.push({
      key: "risks",
      to: "/risks",
      title: t("shell.nav.risks"),
      icon: IconShieldCheck,
      colour: "teal",
    });
  }
  if (links.products) {
    quickLinks.push({
      key: "products",
      to: "/company/products",
      title: t("shell.nav.products"),
      icon: IconBox,
      colour: "violet",
    });
  }
  if (links.incidents) {
    quickLinks.push({
      key: "incidents",
      to: "/incidents",
      title: t("shell.nav.incidents"),
      icon: IconAlertOctagon,
      colour: "grape",
    });
  }
  if (links.manageCompany) {
    quickLinks.push({
      key: "manageCompany",
      to: "/company/manage",
      title: t("shell.nav.manageCompany"),
      icon: IconBuildingCog,
      colour: "yellow",
    });
  }
  if (links.switchCompany) {
    quickLinks.push({
      key: "switchCompany",
      to: "/select-company",
      title: t("shell.nav.switchCompany"),
      icon: IconArrowsExchange,
      colour: "orange",
    });
  }
  quickLinks.push({
    key: "account",
    to: "/account",
    title: t("home.welcome.accountTitle"),
    icon: IconUserCircle,
    colour: "gray",
  });

  return (
    <Container size="lg" py={{ base: "lg", sm: 48 }}>
      <Stack gap="xs" mb={36}>
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
        ) : (
          <Text c="dimmed" maw={640}>
            {t("home.welcome.noCompany")}
          </Text>
        )}
      </Stack>

      <Title order={2} fz="lg" mb="md">
        {t("home.welcome.quickLinks")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {quickLinks.map((link) => {
          const Icon = link.icon;
          return (
            <UnstyledButton key={link.key} component={Link} to={link.to} className={classes.link}>
              <Card withBorder radius="lg" padding="lg" className={classes.card}>
                <Group wrap="nowrap" gap="md">
                  <ThemeIcon size={44} radius="md" variant="light" color={link.colour}>
                    <Icon size={24} />
                  </ThemeIcon>
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={600}>{link.title}</Text>
                    <Text size="sm" c="dimmed">
                      {t(`home.welcome.links.${link.key}`)}
                    </Text>
                  </Stack>
                  <IconChevronRight size={18} color="var(--mantine-color-dimmed)" />
                </Group>
              </Card>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Container>
  );
}
