import "../../../i18n/strings/products.ts";
import { Container, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { apiUrl } from "../../../api/config.ts";
import { usePortal } from "../../../app/session/usePortal.ts";
import { EmptyPanel, QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { usePublicProductsQuery } from "../api.ts";
import { PackageCard } from "../components/PackageCard.tsx";

/** `/products` on a company portal: its published public packages with promotional images. */
export function PublicProductsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("products.public.title"));
  const portal = usePortal();
  const query = usePublicProductsQuery({ handle: portal.handle ?? "" }, { skip: !portal.handle });
  const packages = query.data?.data ?? [];
  const bannerId = portal.company?.appearance.productBannerFileVersionId;
  return (
    <Container size="xl" py={{ base: "lg", sm: 48 }}>
      {portal.company && bannerId && (
        <Image
          src={apiUrl(`/companies/${portal.company.id}/file-versions/${bannerId}?type=inline`)}
          alt=""
          h={{ base: 140, sm: 220 }}
          radius="lg"
          fit="cover"
          mb="xl"
        />
      )}
      <Stack gap={4} mb="xl">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {portal.company
            ? t("products.public.heading", { name: portal.company.name })
            : t("products.public.title")}
        </Title>
        <Text c="dimmed">{t("products.public.description")}</Text>
      </Stack>
      {!portal.handle ? (
        <EmptyPanel>{t("products.public.noPortal")}</EmptyPanel>
      ) : (
        <QueryPanel
          isLoading={query.isLoading}
          error={query.error}
          item={t("products.public.item")}
          onRetry={query.refetch}
        >
          {packages.length === 0 ? (
            <EmptyPanel>{t("products.public.empty")}</EmptyPanel>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {packages.map((pkg) => (
                <PackageCard
                  key={pkg.id}
                  pkg={pkg}
                  quickQuoteTo={`/products/${pkg.id}/quick-quote`}
                />
              ))}
            </SimpleGrid>
          )}
        </QueryPanel>
      )}
    </Container>
  );
}
