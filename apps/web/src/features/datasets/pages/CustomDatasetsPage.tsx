import "../../../i18n/strings/rating.ts";
import { Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CatalogueNav } from "../../../ui/catalogue/CatalogueNav.tsx";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { DatasetsPanel } from "../components/DatasetsPanel.tsx";

/**
 * `/company/datasets` (SPEC §2 custom datasets): the company's library of lookup tables, created,
 * uploaded as CSV and edited here; a product version copies one into its own datasets.
 */
export function CustomDatasetsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("rating.library.title"));
  const { companyId, canManage } = useCatalogueCompany();
  return (
    <Container size="xl" py={{ base: "lg", sm: 40 }}>
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {t("rating.library.title")}
        </Title>
        <Text c="dimmed">{t("rating.library.description")}</Text>
      </Stack>
      <CatalogueNav />
      {companyId !== null && <DatasetsPanel scope={{ companyId }} readOnly={!canManage} />}
    </Container>
  );
}
