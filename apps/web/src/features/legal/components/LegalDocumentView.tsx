import "../../../i18n/strings/legal.ts";
import { Anchor, Box, Container, Grid, List, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { LegalDocument } from "../../../i18n/en/legal.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";

const sectionId = (index: number) => `section-${index + 1}`;

/** A legal text from the catalogue, with a table of contents beside it on wide screens. */
export function LegalDocumentView({
  documentKey,
}: {
  documentKey: "termsOfUse" | "privacyPolicy";
}) {
  const { t } = useTranslation();
  const legal = t(`legal.${documentKey}`, { returnObjects: true }) as LegalDocument;
  useDocumentTitle(legal.title);
  return (
    <Container size="lg" py={{ base: "lg", sm: 48 }}>
      <Grid gutter={48}>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg" component="article">
            <Box>
              <Title order={1}>{legal.title}</Title>
              <Text size="sm" c="dimmed" mt={6}>
                {legal.updated}
              </Text>
            </Box>
            <Text size="md" lh={1.7}>
              {legal.intro}
            </Text>
            {legal.sections.map((section, index) => (
              <Box
                component="section"
                key={section.heading}
                id={sectionId(index)}
                style={{ scrollMarginTop: 80 }}
              >
                <Title order={2} fz="xl" mb="sm">
                  {section.heading}
                </Title>
                <Stack gap="sm">
                  {section.paragraphs.map((paragraph) => (
                    <Text key={paragraph} lh={1.7}>
                      {paragraph}
                    </Text>
                  ))}
                  {section.points && (
                    <List spacing={6} withPadding>
                      {section.points.map((point) => (
                        <List.Item key={point}>
                          <Text lh={1.6}>{point}</Text>
                        </List.Item>
                      ))}
                    </List>
                  )}
                </Stack>
              </Box>
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} visibleFrom="md">
          <Box pos="sticky" top={84} component="nav" aria-label={t("legal.contents")}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb="sm">
              {t("legal.contents")}
            </Text>
            <Stack gap={8}>
              {legal.sections.map((section, index) => (
                <Anchor key={section.heading} href={`#${sectionId(index)}`} size="sm" c="dimmed">
                  {section.heading}
                </Anchor>
              ))}
            </Stack>
          </Box>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
