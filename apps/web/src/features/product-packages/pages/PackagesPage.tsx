import "../../../i18n/strings/products.ts";
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CatalogueNav } from "../../../ui/catalogue/CatalogueNav.tsx";
import { EmptyPanel, QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { StatusBadge } from "../../../ui/catalogue/StatusBadge.tsx";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { ListPager } from "../../../ui/ListPager.tsx";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useListPackagesQuery } from "../api.ts";

/** `/company/product-packages`: what brokers place. */
export function PackagesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("products.packages.title"));
  const { companyId, canManage } = useCatalogueCompany();
  const [page, setPage] = useState(1);
  const query = useListPackagesQuery(
    { companyId: companyId ?? 0, page },
    { skip: companyId === null },
  );
  const rows = query.data?.data ?? [];
  const newButton = canManage && (
    <Button
      component={Link}
      to="/company/product-packages/new"
      leftSection={<IconPlus size={16} />}
    >
      {t("products.packages.new")}
    </Button>
  );
  return (
    <Container size="xl" py={{ base: "lg", sm: 40 }}>
      <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {t("products.packages.title")}
          </Title>
          <Text c="dimmed">{t("products.packages.description")}</Text>
        </Stack>
        {newButton}
      </Group>
      <CatalogueNav />
      <QueryPanel
        isLoading={query.isLoading}
        error={query.error}
        item={t("products.packages.title")}
        onRetry={query.refetch}
      >
        {rows.length === 0 ? (
          <EmptyPanel action={newButton || undefined}>{t("products.packages.empty")}</EmptyPanel>
        ) : (
          <>
            <Stack gap="sm" hiddenFrom="sm">
              {rows.map((pkg) => (
                <Paper key={pkg.id} withBorder radius="md" p="md">
                  <Anchor component={Link} to={`/company/product-packages/${pkg.id}`} fw={600}>
                    {pkg.name}
                  </Anchor>
                  <Text size="sm" mt={2}>
                    {pkg.mainProduct.name}
                    {pkg.addOns.length > 0 &&
                      ` + ${pkg.addOns.map((addOn) => addOn.name).join(", ")}`}
                  </Text>
                  <Group gap={6} mt="xs">
                    <StatusBadge status={pkg.status} />
                    <Text size="xs" c="dimmed">
                      {t(`products.visibility.${pkg.visibility}`)}
                    </Text>
                  </Group>
                </Paper>
              ))}
            </Stack>
            <Table.ScrollContainer minWidth={640} visibleFrom="sm">
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("products.list.name")}</Table.Th>
                    <Table.Th>{t("products.packages.mainProduct")}</Table.Th>
                    <Table.Th>{t("products.packages.addOns")}</Table.Th>
                    <Table.Th>{t("products.fields.visibility")}</Table.Th>
                    <Table.Th>{t("products.list.status")}</Table.Th>
                    <Table.Th>{t("products.packages.permissions")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((pkg) => (
                    <Table.Tr key={pkg.id}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={`/company/product-packages/${pkg.id}`}
                          fw={600}
                        >
                          {pkg.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{pkg.mainProduct.name}</Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {pkg.addOns.length === 0
                            ? "—"
                            : pkg.addOns.map((addOn) => (
                                <Badge key={addOn.id} variant="light" color="grape" radius="sm">
                                  {addOn.name}
                                </Badge>
                              ))}
                        </Group>
                      </Table.Td>
                      <Table.Td>{t(`products.visibility.${pkg.visibility}`)}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={pkg.status} />
                      </Table.Td>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={`/company/product-packages/${pkg.id}/permissions`}
                          size="sm"
                        >
                          {t(`products.packages.modes.${pkg.permissions.mode}`)}
                          {pkg.permissions.brokerCompanyIds.length > 0 &&
                            ` (${pkg.permissions.brokerCompanyIds.length})`}
                        </Anchor>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
        <ListPager meta={query.data?.meta} onChange={setPage} />
      </QueryPanel>
    </Container>
  );
}
