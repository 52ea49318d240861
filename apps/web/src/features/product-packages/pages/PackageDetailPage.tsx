import "../../../i18n/strings/products.ts";
import {
  Alert,
  Anchor,
  Button,
  Container,
  FileButton,
  Group,
  Image,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { renderReference } from "@platform/domain/reference-format";
import { catalogueVisibilities } from "@platform/domain/schemas/product";
import type { TProductPackage } from "@platform/domain/schemas/product-views";
import { IconArrowLeft, IconPhoto, IconShieldLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { apiUrl } from "../../../api/config.ts";
import { productTypes } from "../../../domain.ts";
import { QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { StatusBadge } from "../../../ui/catalogue/StatusBadge.tsx";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { countryOptions } from "../../../ui/countries.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useRecordEditor } from "../../../ui/useRecordEditor.tsx";
import {
  useCreatePackageMutation,
  useGetPackageQuery,
  usePackageActionMutation,
  usePackageProductOptionsQuery,
  useUpdatePackageMutation,
  useUploadPackageImageMutation,
} from "../api.ts";
import { emptyPackage, packageRequest, packageValues, usePackageForm } from "../usePackageForm.ts";

function referencePreview(format: string, timeZone = "Australia/Sydney") {
  try {
    return renderReference(format, {
      id: 123,
      insuredId: 45,
      brokerageId: 6,
      now: new Date(),
      timeZone,
    });
  } catch {
    return null;
  }
}

/** `/company/product-packages/new` and `/company/product-packages/:packageId`. */
export function PackageDetailPage() {
  const { t } = useTranslation();
  const { packageId } = useParams();
  const isNew = packageId === "new";
  const { companyId, canManage } = useCatalogueCompany();
  const query = useGetPackageQuery(
    { companyId: companyId ?? 0, packageId: Number(packageId) },
    { skip: companyId === null || isNew },
  );
  return (
    <Container size="lg" py={{ base: "lg", sm: 40 }}>
      <Anchor
        component={Link}
        to="/company/product-packages"
        size="sm"
        mb="md"
        display="inline-flex"
      >
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t("products.packages.back")}
        </Group>
      </Anchor>
      {companyId !== null &&
        (isNew ? (
          <PackageEditor companyId={companyId} canManage={canManage} />
        ) : (
          <QueryPanel
            isLoading={query.isLoading}
            error={query.error}
            item={t("products.packages.item")}
            onRetry={query.refetch}
          >
            {query.data && (
              <PackageEditor
                key={query.data.id}
                companyId={companyId}
                canManage={canManage}
                pkg={query.data}
              />
            )}
          </QueryPanel>
        ))}
    </Container>
  );
}

function PackageEditor({
  companyId,
  canManage,
  pkg,
}: {
  companyId: number;
  canManage: boolean;
  pkg?: TProductPackage;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(pkg?.name ?? t("products.packages.new"));
  const form = usePackageForm(pkg ? packageValues(pkg) : emptyPackage);
  const products = usePackageProductOptionsQuery({ companyId });
  const [create, createState] = useCreatePackageMutation();
  const [update, updateState] = useUpdatePackageMutation();
  const [act, actState] = usePackageActionMutation();
  const [upload, uploadState] = useUploadPackageImageMutation();

  const options = (kind: 1 | 2) =>
    (products.data?.data ?? [])
      .filter((product) => product.kind === kind && product.status !== "archived")
      .map((product) => ({
        value: String(product.id),
        label: `${product.name}${product.status === "draft" ? ` (${t("products.status.draft").toLowerCase()})` : ""}`,
      }));

  const { save, guard, dirty } = useRecordEditor({
    form,
    exists: !!pkg,
    editable: canManage,
    send: (values) => {
      const body = packageRequest(values);
      return pkg ? update({ companyId, packageId: pkg.id, body }) : create({ companyId, body });
    },
    toValues: packageValues,
    messages: { saved: t("products.packages.saved"), created: t("products.packages.created") },
    pathOf: (id) => `/company/product-packages/${id}`,
  });

  const action = async (name: "publish" | "unpublish" | "delete") => {
    if (!pkg) return;
    if (name === "delete" && !window.confirm(t("products.packages.confirmDelete"))) return;
    const result = await act({ companyId, packageId: pkg.id, action: name });
    if (result.error) {
      form.setErrors(fieldErrors(result.error));
      return;
    }
    notifySuccess(
      t(
        `products.packages.${name === "delete" ? "deleted" : name === "publish" ? "published" : "unpublished"}`,
      ),
    );
    if (name === "delete") navigate("/company/product-packages");
  };

  const onImage = async (file: File | null) => {
    if (!file) return;
    const result = await upload({ companyId, file });
    if (result.error) {
      form.setFieldError("promotionalFileVersionId", fieldErrors(result.error).file ?? "");
      return;
    }
    form.setFieldValue("promotionalFileVersionId", result.data.id);
    notifySuccess(t("products.packages.uploaded"));
  };

  const preview = referencePreview(form.values.referenceFormat);
  const imageId = form.values.promotionalFileVersionId;

  return (
    <Stack gap="lg">
      {guard}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {pkg?.name ?? t("products.packages.new")}
          </Title>
          {pkg && <StatusBadge status={pkg.status} />}
        </Stack>
        {canManage && (
          <Group gap="xs">
            <Button
              onClick={() => void save()}
              loading={createState.isLoading || updateState.isLoading}
              disabled={!dirty}
            >
              {pkg ? t("common.saveChanges") : t("products.packages.create")}
            </Button>
            {pkg && pkg.status === "draft" && (
              <Button
                variant="light"
                color="green"
                disabled={dirty}
                loading={actState.isLoading}
                onClick={() => action("publish")}
              >
                {t("products.packages.publish")}
              </Button>
            )}
            {pkg && pkg.status === "published" && (
              <Button
                variant="default"
                loading={actState.isLoading}
                onClick={() => action("unpublish")}
              >
                {t("products.packages.unpublish")}
              </Button>
            )}
            {pkg && (
              <Button
                component={Link}
                to={`/company/product-packages/${pkg.id}/permissions`}
                variant="default"
                leftSection={<IconShieldLock size={16} />}
              >
                {t("products.packages.permissions")}
              </Button>
            )}
            {pkg && (
              <Button variant="subtle" color="red" onClick={() => action("delete")}>
                {t("products.packages.delete")}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {canManage && !products.isLoading && options(1).length === 0 && (
        <Alert color="yellow">{t("products.packages.noMainProducts")}</Alert>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <fieldset disabled={!canManage} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
            <Stack>
              <TextInput
                label={t("products.fields.name")}
                required
                {...form.getInputProps("name")}
              />
              <Textarea
                label={t("products.fields.description")}
                autosize
                minRows={2}
                {...form.getInputProps("description")}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label={t("products.packages.mainProduct")}
                  data={options(1)}
                  required
                  searchable
                  {...form.getInputProps("mainProductId")}
                />
                <MultiSelect
                  label={t("products.packages.addOns")}
                  data={options(2)}
                  searchable
                  {...form.getInputProps("addOnProductIds")}
                />
                <Select
                  label={t("products.fields.productType")}
                  data={productTypes.map((value) => ({
                    value,
                    label: t(`products.types.${value}`),
                  }))}
                  allowDeselect={false}
                  {...form.getInputProps("productType")}
                />
                <Select
                  label={t("products.fields.targetCountry")}
                  data={countryOptions}
                  allowDeselect={false}
                  {...form.getInputProps("targetCountry")}
                />
                <Select
                  label={t("products.fields.visibility")}
                  data={catalogueVisibilities.map((value) => ({
                    value,
                    label: t(`products.visibility.${value}`),
                  }))}
                  allowDeselect={false}
                  {...form.getInputProps("visibility")}
                />
                <TextInput
                  label={t("products.packages.referenceFormat")}
                  required
                  description={t("products.packages.referenceHelp")}
                  {...form.getInputProps("referenceFormat")}
                  error={form.errors.referenceFormat}
                />
              </SimpleGrid>
              {preview && (
                <Text size="sm" c="dimmed">
                  {t("products.packages.referencePreview", { value: preview })}
                </Text>
              )}
              <Stack gap={6}>
                <Text size="sm" fw={500}>
                  {t("products.packages.promotionalImage")}
                </Text>
                {imageId ? (
                  <Image
                    src={apiUrl(`/companies/${companyId}/file-versions/${imageId}`)}
                    alt={t("products.packages.promotionalImage")}
                    radius="md"
                    mah={200}
                    w="auto"
                    fit="contain"
                  />
                ) : null}
                <Group gap="xs">
                  <FileButton
                    onChange={onImage}
                    accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
                  >
                    {(props) => (
                      <Button
                        {...props}
                        variant="default"
                        leftSection={<IconPhoto size={16} />}
                        loading={uploadState.isLoading}
                        disabled={!canManage}
                      >
                        {t("products.packages.uploadImage")}
                      </Button>
                    )}
                  </FileButton>
                  {imageId && (
                    <Button
                      variant="subtle"
                      color="red"
                      onClick={() => form.setFieldValue("promotionalFileVersionId", null)}
                    >
                      {t("products.packages.removeImage")}
                    </Button>
                  )}
                </Group>
                {form.errors.promotionalFileVersionId && (
                  <Text c="red" size="sm">
                    {form.errors.promotionalFileVersionId}
                  </Text>
                )}
              </Stack>
            </Stack>
          </Paper>
        </fieldset>
      </form>
    </Stack>
  );
}
