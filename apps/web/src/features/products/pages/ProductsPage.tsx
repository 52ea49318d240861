import "../../../i18n/strings/products.ts";
import {
  Button,
  Container,
  Group,
  NativeSelect,
  Pagination,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { CompanyType, productTypes } from "../../../domain.ts";
import { CatalogueNav } from "../../../ui/catalogue/CatalogueNav.tsx";
import { EmptyPanel, QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { ErrorView } from "../../../ui/ErrorView.tsx";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { AvailablePackages } from "../../product-packages/components/AvailablePackages.tsx";
import { type ProductListFilters, useListProductsQuery } from "../api.ts";
import { ProductList } from "../components/ProductList.tsx";
import { insuranceClassOptions } from "../labels.ts";

const PER_PAGE = 50;

// The new-product form (modal, form, zod and the product schema) loads when it is first opened.
const NewProductModal = lazy(async () => ({
  default: (await import("../components/NewProductModal.tsx")).NewProductModal,
}));

/**
 * Companies that author products, and the insurer that reads those written under the agreements
 * it carries (the list answers which; `can` flags keep it read-only): the rest see the packages
 * open to them, or §8's view.
 */
const authoringTypes: number[] = [CompanyType.Underwriter, CompanyType.System, CompanyType.Insurer];

/**
 * `/company/products`: a broker sees the packages it may quote; an underwriter (or the system
 * company) searches, filters and creates products; anyone else is shown the access-denied view.
 */
export function ProductsPage() {
  const { companyId, company } = useCatalogueCompany();
  if (companyId !== null && company?.refCompanyTypeId === CompanyType.Broker)
    return <AvailablePackages companyId={companyId} />;
  if (!company || !authoringTypes.includes(company.refCompanyTypeId))
    return <ErrorView status={403} />;
  return <UnderwriterProducts />;
}

function UnderwriterProducts() {
  const { t } = useTranslation();
  useDocumentTitle(t("products.list.title"));
  const { companyId, company, canManage } = useCatalogueCompany();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const [insuranceClassId, setClass] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [productType, setType] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [creatingWanted, setCreatingWanted] = useState(false);
  const startCreating = () => {
    setCreatingWanted(true);
    setCreating(true);
  };
  const filters: ProductListFilters = {
    search: debounced.trim() || undefined,
    insuranceClassId: insuranceClassId ? Number(insuranceClassId) : undefined,
    status: (status as ProductListFilters["status"]) ?? undefined,
    productType: productType ?? undefined,
  };
  // The page belongs to the filters it was chosen under: new filters start at page 1.
  const filterKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const query = useListProductsQuery(
    { companyId: companyId ?? 0, ...filters, page, perPage: PER_PAGE },
    { skip: companyId === null },
  );
  const lastPage = query.data?.meta.lastPage ?? 1;
  const filtered = Boolean(
    filters.search || filters.insuranceClassId || filters.status || filters.productType,
  );
  const rows = query.data?.data ?? [];

  return (
    <Container size="xl" py={{ base: "lg", sm: 40 }}>
      <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {t("products.list.title")}
          </Title>
          <Text c="dimmed">
            {t(
              company?.refCompanyTypeId === CompanyType.Insurer
                ? "products.list.insurerDescription"
                : "products.list.description",
            )}
          </Text>
        </Stack>
        {canManage && (
          <Button leftSection={<IconPlus size={16} />} onClick={startCreating}>
            {t("products.list.new")}
          </Button>
        )}
      </Group>
      <CatalogueNav />
      <Group mb="md" gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          aria-label={t("products.list.search")}
          placeholder={t("products.list.search")}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: "1 1 220px" }}
        />
        <NativeSelect
          aria-label={t("products.list.class")}
          data={[{ value: "", label: t("products.list.anyClass") }, ...insuranceClassOptions]}
          value={insuranceClassId ?? ""}
          onChange={(event) => setClass(event.currentTarget.value || null)}
          w={{ base: "100%", xs: 190 }}
        />
        <NativeSelect
          aria-label={t("products.list.status")}
          data={[
            { value: "", label: t("products.list.anyStatus") },
            ...(["draft", "published", "archived"] as const).map((value) => ({
              value,
              label: t(`products.status.${value}`),
            })),
          ]}
          value={status ?? ""}
          onChange={(event) => setStatus(event.currentTarget.value || null)}
          w={{ base: "100%", xs: 160 }}
        />
        <NativeSelect
          aria-label={t("products.list.type")}
          data={[
            { value: "", label: t("products.list.anyType") },
            ...productTypes.map((value) => ({ value, label: t(`products.types.${value}`) })),
          ]}
          value={productType ?? ""}
          onChange={(event) => setType(event.currentTarget.value || null)}
          w={{ base: "100%", xs: 160 }}
        />
      </Group>
      <QueryPanel
        isLoading={query.isLoading}
        error={query.error}
        item={t("products.list.title")}
        onRetry={query.refetch}
      >
        {rows.length === 0 ? (
          <EmptyPanel
            action={
              !filtered && canManage ? (
                <Button variant="light" onClick={startCreating}>
                  {t("products.list.new")}
                </Button>
              ) : undefined
            }
          >
            {filtered ? t("products.list.noMatch") : t("products.list.empty")}
          </EmptyPanel>
        ) : (
          <>
            <ProductList rows={rows} />
            {lastPage > 1 && (
              <Group justify="center" mt="md">
                <Pagination
                  total={lastPage}
                  value={page}
                  onChange={(next) => setPaging({ filterKey, page: next })}
                  getControlProps={(control) => ({ "aria-label": control })}
                />
              </Group>
            )}
          </>
        )}
      </QueryPanel>
      {companyId !== null && creatingWanted && (
        <Suspense fallback={null}>
          <NewProductModal
            companyId={companyId}
            opened={creating}
            onClose={() => setCreating(false)}
          />
        </Suspense>
      )}
    </Container>
  );
}
