import {
  Box,
  Container,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LogoMark } from "../Logo.tsx";

/** Login and registration: the form in a card, with a short product pitch beside it. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const points = t("auth.side.points", { returnObjects: true }) as string[];
  return (
    <Container size={1040} py={{ base: "lg", sm: 56 }} px={{ base: "sm", sm: "md" }}>
      <Paper withBorder radius="lg" shadow="sm" style={{ overflow: "hidden" }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0}>
          <Box p={{ base: "lg", sm: 40 }}>
            <Stack gap={4} mb="xl">
              <Title order={1} fz={{ base: 24, sm: 28 }}>
                {title}
              </Title>
              <Text c="dimmed">{subtitle}</Text>
            </Stack>
            {children}
          </Box>
          <Box
            visibleFrom="md"
            p={40}
            style={{
              background:
                "linear-gradient(150deg, var(--mantine-color-blue-8), var(--mantine-color-indigo-9))",
              color: "white",
            }}
          >
            <Stack justify="center" h="100%" gap="xl">
              <LogoMark size={48} />
              <Title order={2} fz={26} c="white">
                {t("auth.side.heading")}
              </Title>
              <List
                spacing="md"
                icon={
                  <ThemeIcon color="white" variant="transparent" size={22}>
                    <IconCircleCheck size={20} color="white" />
                  </ThemeIcon>
                }
              >
                {points.map((point) => (
                  <List.Item key={point}>
                    <Text c="blue.0">{point}</Text>
                  </List.Item>
                ))}
              </List>
            </Stack>
          </Box>
        </SimpleGrid>
      </Paper>
    </Container>
  );
}
