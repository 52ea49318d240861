import "../../../i18n/strings/home.ts";
import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import {
  IconBriefcase,
  IconBuildingBank,
  IconChartHistogram,
  IconGavel,
  IconLock,
  IconUserShield,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CompanyType, companyTypeColour } from "../../../domain.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import classes from "./Landing.module.css";
import { PlacementPreview } from "./PlacementPreview.tsx";

type AudienceKey = "brokers" | "underwriters" | "insurers" | "clients" | "legal";

const audiences: { key: AudienceKey; icon: ComponentType<{ size?: number }>; type: number }[] = [
  { key: "brokers", icon: IconBriefcase, type: CompanyType.Broker },
  { key: "underwriters", icon: IconChartHistogram, type: CompanyType.Underwriter },
  { key: "insurers", icon: IconBuildingBank, type: CompanyType.Insurer },
  { key: "clients", icon: IconUserShield, type: CompanyType.Client },
  { key: "legal", icon: IconGavel, type: CompanyType.Legal },
];

export function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle(null);
  const classesOfBusiness = t("home.landing.classes", { returnObjects: true }) as string[];
  const steps = t("home.landing.steps", { returnObjects: true }) as {
    title: string;
    body: string;
  }[];

  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: 56, sm: 96 }}>
          <Group justify="space-between" align="center" wrap="nowrap" gap={48}>
            <Stack gap="lg" maw={620}>
              <Badge variant="light" size="lg" radius="sm" tt="none" w="fit-content">
                {t("home.landing.eyebrow")}
              </Badge>
              <Title order={1} className={classes.heroTitle}>
                {t("home.landing.heading")}
              </Title>
              <Text size="lg" c="dimmed" maw={620}>
                {t("home.landing.lead")}
              </Text>
              <Group gap="sm" mt="sm">
                <Button component={Link} to="/register" size="md">
                  {t("home.landing.primary")}
                </Button>
                <Button component={Link} to="/login" size="md" variant="default">
                  {t("home.landing.secondary")}
                </Button>
              </Group>
              <Group gap={8} mt="md">
                {classesOfBusiness.map((name) => (
                  <Badge key={name} variant="outline" color="gray" radius="sm" tt="none">
                    {name}
                  </Badge>
                ))}
              </Group>
            </Stack>
            <Box visibleFrom="lg">
              <PlacementPreview />
            </Box>
          </Group>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 48, sm: 72 }}>
        <Title order={2} ta="center" mb="xl">
          {t("home.landing.audiencesHeading")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {audiences.map(({ key, icon: Icon, type }) => (
            <Card key={key} withBorder radius="lg" padding="xl">
              <ThemeIcon size={44} radius="md" variant="light" color={companyTypeColour(type)}>
                <Icon size={24} />
              </ThemeIcon>
              <Title order={3} fz="lg" mt="md">
                {t(`home.landing.audiences.${key}.title`)}
              </Title>
              <Text size="sm" c="dimmed" mt={6}>
                {t(`home.landing.audiences.${key}.body`)}
              </Text>
            </Card>
          ))}
          <Card withBorder radius="lg" padding="xl" className={classes.securityCard}>
            <ThemeIcon size={44} radius="md" variant="light" color="teal">
              <IconLock size={24} />
            </ThemeIcon>
            <Title order={3} fz="lg" mt="md">
              {t("home.landing.securityHeading")}
            </Title>
            <Text size="sm" c="dimmed" mt={6}>
              {t("home.landing.securityBody")}
            </Text>
          </Card>
        </SimpleGrid>
      </Container>

      <Box className={classes.steps}>
        <Container size="lg" py={{ base: 48, sm: 72 }}>
          <Title order={2} ta="center" mb="xl">
            {t("home.landing.stepsHeading")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {steps.map((step, index) => (
              <Stack key={step.title} gap="xs" align="flex-start">
                <ThemeIcon size={36} radius="xl">
                  <Text fw={700} c="white" size="sm">
                    {index + 1}
                  </Text>
                </ThemeIcon>
                <Title order={3} fz="lg">
                  {step.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {step.body}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 48, sm: 72 }}>
        <Paper radius="lg" p={{ base: "xl", sm: 48 }} className={classes.cta}>
          <Stack align="center" ta="center" gap="md">
            <Title order={2} c="white">
              {t("home.landing.ctaHeading")}
            </Title>
            <Text c="blue.0" maw={520}>
              {t("home.landing.ctaBody")}
            </Text>
            <Group gap="sm">
              <Button component={Link} to="/register" size="md" variant="white">
                {t("home.landing.primary")}
              </Button>
              <Button
                component={Link}
                to="/login"
                size="md"
                variant="outline"
                color="white"
                className={classes.ctaSecondary}
              >
                {t("home.landing.secondary")}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Container>
    </>
  );
}
