import "../../../i18n/strings/products.ts";
import { Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { EmptyPanel, QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { useAvailablePackagesQuery } from "../api.ts";
import { PackageCard } from "./PackageCard.tsx";

/** A broker's product page: the packages its connected underwriters allow it to place. */
export function AvailablePackages({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const query = useAvailablePackagesQuery({ companyId });
  const packages = query.data?.data ?? [];
  return (
    <Container size="xl" py={{ base: "lg", sm: 40 }}>
      <Stack gap={4} mb="xl">
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {t("products.available.title")}
        </Title>
        <Text c="dimmed">{t("products.available.description")}</Text>
      </Stack>
      <QueryPanel
        isLoading={query.isLoading}
        error={query.error}
        item={t("products.available.title")}
        onRetry={query.refetch}
      >
        {packages.length === 0 ? (
          <EmptyPanel>{t("products.available.empty")}</EmptyPanel>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {packages.map((pkg) => (
              <PackageCard
                key={pkg.id}
                pkg={pkg}
                quickQuoteTo={`/quick-quote/${pkg.id}`}
                showUnderwriter
              />
            ))}
          </SimpleGrid>
        )}
      </QueryPanel>
    </Container>
  );
}
