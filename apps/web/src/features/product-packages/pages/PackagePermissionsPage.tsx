import "../../../i18n/strings/products.ts";
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  Radio,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  brokerMayUsePackage,
  type PackagePermissionMode,
  packagePermissionModes,
  ZPackagePermissionsRequest,
} from "@platform/domain/schemas/product";
import type { TPackagePermissions } from "@platform/domain/schemas/product-views";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { EmptyPanel, QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { settleSaved } from "../../../ui/forms/settleSaved.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useUnsavedChangesGuard } from "../../../ui/useUnsavedChangesGuard.tsx";
import { zodResolver } from "../../../ui/zodResolver.ts";
import {
  useGetPackagePermissionsQuery,
  useGetPackageQuery,
  useSetPackagePermissionsMutation,
} from "../api.ts";

interface Values {
  mode: PackagePermissionMode;
  brokerCompanyIds: string[];
}
const toValues = (permissions: TPackagePermissions): Values => ({
  mode: permissions.mode,
  brokerCompanyIds: permissions.brokerCompanyIds.map(String),
});
const toRequest = (values: Values) => ({
  mode: values.mode,
  brokerCompanyIds: values.brokerCompanyIds.map(Number),
});
const validate = zodResolver(ZPackagePermissionsRequest);

/** `/company/product-packages/:packageId/permissions`: which connected brokers may place it. */
export function PackagePermissionsPage() {
  const { t } = useTranslation();
  const { packageId } = useParams();
  const { companyId, canManage } = useCatalogueCompany();
  const key = { companyId: companyId ?? 0, packageId: Number(packageId) };
  const pkg = useGetPackageQuery(key, { skip: companyId === null });
  const permissions = useGetPackagePermissionsQuery(key, { skip: companyId === null });
  useDocumentTitle(t("products.packages.permissions"));
  return (
    <Container size="md" py={{ base: "lg", sm: 40 }}>
      <Anchor
        component={Link}
        to={`/company/product-packages/${packageId}`}
        size="sm"
        mb="md"
        display="inline-flex"
      >
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {pkg.data?.name ?? t("products.packages.back")}
        </Group>
      </Anchor>
      <QueryPanel
        isLoading={pkg.isLoading || permissions.isLoading}
        error={pkg.error ?? permissions.error}
        item={t("products.packages.item")}
        onRetry={permissions.refetch}
      >
        {pkg.data && permissions.data && companyId !== null && (
          <PermissionsForm
            companyId={companyId}
            packageId={pkg.data.id}
            name={pkg.data.name}
            permissions={permissions.data}
            canManage={canManage}
          />
        )}
      </QueryPanel>
    </Container>
  );
}

function PermissionsForm({
  companyId,
  packageId,
  name,
  permissions,
  canManage,
}: {
  companyId: number;
  packageId: number;
  name: string;
  permissions: TPackagePermissions;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const [setPermissions, { isLoading }] = useSetPackagePermissionsMutation();
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: toValues(permissions),
    validate: (values) => validate(toRequest(values)),
  });
  const save = async () => {
    if (form.validate().hasErrors) return false;
    const sent = form.getValues();
    const result = await setPermissions({ companyId, packageId, body: toRequest(sent) });
    if (result.error) {
      form.setErrors(fieldErrors(result.error));
      return false;
    }
    settleSaved(form, sent, toValues(result.data));
    notifySuccess(t("products.packages.permissionsSaved"));
    return true;
  };
  const guard = useUnsavedChangesGuard({ when: form.isDirty() && canManage, onSave: save });
  const listed = form.values.brokerCompanyIds.map(Number);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {guard}
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t("products.packages.permissionsTitle", { name })}
          </Title>
          <Text c="dimmed">{t("products.packages.permissionsDescription")}</Text>
        </Stack>
        <fieldset disabled={!canManage} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="lg">
            <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
              <Radio.Group {...form.getInputProps("mode")}>
                <Stack gap="sm">
                  {packagePermissionModes.map((mode) => (
                    <Radio key={mode} value={mode} label={t(`products.packages.modes.${mode}`)} />
                  ))}
                </Stack>
              </Radio.Group>
            </Paper>
            <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
              <Title order={2} fz="md" mb="md">
                {t("products.packages.brokers")}
              </Title>
              {permissions.brokers.length === 0 ? (
                <EmptyPanel>{t("products.packages.noBrokers")}</EmptyPanel>
              ) : (
                <Checkbox.Group {...form.getInputProps("brokerCompanyIds")}>
                  <Stack gap="sm">
                    {permissions.brokers.map((broker) => {
                      const allowed = brokerMayUsePackage(form.values.mode, listed, broker.id);
                      return (
                        <Group key={broker.id} justify="space-between" wrap="nowrap">
                          <Checkbox value={String(broker.id)} label={broker.name} />
                          <Badge
                            color={allowed ? "green" : "red"}
                            variant="light"
                            radius="sm"
                            style={{ flexShrink: 0, minWidth: "max-content" }}
                          >
                            {allowed
                              ? t("products.packages.allowed")
                              : t("products.packages.denied")}
                          </Badge>
                        </Group>
                      );
                    })}
                  </Stack>
                </Checkbox.Group>
              )}
              {form.errors.brokerCompanyIds && (
                <Text c="red" size="sm" mt="sm">
                  {form.errors.brokerCompanyIds}
                </Text>
              )}
            </Paper>
          </Stack>
        </fieldset>
        {canManage && (
          <Group justify="flex-end">
            <Button variant="default" disabled={!form.isDirty()} onClick={() => form.reset()}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={isLoading} disabled={!form.isDirty()}>
              {t("common.saveChanges")}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
