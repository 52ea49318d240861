import "../../../i18n/strings/products.ts";
import {
  ActionIcon,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { ZProductClassRequest } from "@platform/domain/schemas/product";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { CatalogueNav } from "../../../ui/catalogue/CatalogueNav.tsx";
import { EmptyPanel, QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useUnsavedChangesGuard } from "../../../ui/useUnsavedChangesGuard.tsx";
import { zodResolver } from "../../../ui/zodResolver.ts";
import {
  useCreateProductClassMutation,
  useDeleteProductClassMutation,
  useListProductClassesQuery,
} from "../api.ts";
import { className, insuranceClassOptions } from "../labels.ts";

interface Values {
  name: string;
  insuranceClassId: string;
}
const toRequest = (values: Values) => ({
  name: values.name,
  insuranceClassId: values.insuranceClassId ? Number(values.insuranceClassId) : null,
});
const validate = zodResolver(ZProductClassRequest);

/** `/company/product-classes`: the four insurance classes and the company's own classes. */
export function ProductClassesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("products.classes.title"));
  const { companyId, canManage } = useCatalogueCompany("manageProductClasses");
  const query = useListProductClassesQuery(
    { companyId: companyId ?? 0 },
    { skip: companyId === null },
  );
  const [create, createState] = useCreateProductClassMutation();
  const [remove] = useDeleteProductClassMutation();
  const form = useForm<Values>({
    initialValues: { name: "", insuranceClassId: "" },
    validate: (values) => validate(toRequest(values) as never),
  });
  const guard = useUnsavedChangesGuard({ when: form.isDirty() });
  const submit = form.onSubmit(async (values) => {
    if (companyId === null) return;
    const result = await create({ companyId, body: toRequest(values) as never });
    if (result.error) {
      form.setErrors(fieldErrors(result.error));
      return;
    }
    form.reset();
    notifySuccess(t("products.classes.created"));
  });

  return (
    <Container size="xl" py={{ base: "lg", sm: 40 }}>
      {guard}
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {t("products.classes.title")}
        </Title>
        <Text c="dimmed">{t("products.classes.description")}</Text>
      </Stack>
      <CatalogueNav />
      <QueryPanel
        isLoading={query.isLoading}
        error={query.error}
        item={t("products.classes.title")}
        onRetry={query.refetch}
      >
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Paper withBorder radius="md" p="lg">
            <Title order={2} fz="md" mb="md">
              {t("products.classes.builtIn")}
            </Title>
            <Group gap="xs">
              {query.data?.insuranceClasses.map((c) => (
                <Badge key={c.id} size="lg" variant="light" radius="sm">
                  {c.name}
                </Badge>
              ))}
            </Group>
          </Paper>
          <Paper withBorder radius="md" p="lg">
            <Title order={2} fz="md" mb="md">
              {t("products.classes.own")}
            </Title>
            {(query.data?.data ?? []).length === 0 ? (
              <EmptyPanel>{t("products.classes.empty")}</EmptyPanel>
            ) : (
              <Table>
                <Table.Tbody>
                  {query.data?.data.map((c) => (
                    <Table.Tr key={c.id}>
                      <Table.Td fw={600}>{c.name}</Table.Td>
                      <Table.Td>{className(c.insuranceClassId, t("products.noClass"))}</Table.Td>
                      <Table.Td>
                        {c.productCount} {t("products.classes.products").toLowerCase()}
                      </Table.Td>
                      <Table.Td w={40}>
                        {canManage && (
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t("products.detail.delete")}
                            onClick={async () => {
                              if (companyId === null) return;
                              const result = await remove({ companyId, classId: c.id });
                              if (!result.error) notifySuccess(t("products.classes.deleted"));
                            }}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {canManage && (
              <form onSubmit={submit} noValidate>
                <Group mt="md" align="flex-start" gap="sm" wrap="wrap">
                  <TextInput
                    aria-label={t("products.fields.name")}
                    placeholder={t("products.fields.name")}
                    style={{ flex: "1 1 160px" }}
                    {...form.getInputProps("name")}
                  />
                  <Select
                    aria-label={t("products.fields.insuranceClassId")}
                    placeholder={t("products.noClass")}
                    data={insuranceClassOptions}
                    clearable
                    w={{ base: "100%", xs: 200 }}
                    {...form.getInputProps("insuranceClassId")}
                  />
                  <Button
                    type="submit"
                    leftSection={<IconPlus size={16} />}
                    loading={createState.isLoading}
                  >
                    {t("products.classes.add")}
                  </Button>
                </Group>
              </form>
            )}
          </Paper>
        </SimpleGrid>
      </QueryPanel>
    </Container>
  );
}
