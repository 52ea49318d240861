import "../../../i18n/strings/products.ts";
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  MultiSelect,
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
import {
  catalogueVisibilities,
  type TClauseDetails,
  ZClauseDetails,
} from "@platform/domain/schemas/product";
import { IconArrowLeft, IconGitBranch, IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { insuranceClassNames, messages } from "../../../domain.ts";
import { QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { StatusBadge } from "../../../ui/catalogue/StatusBadge.tsx";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { formatDateTime } from "../../../ui/formatDate.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useRecordDelete, useRecordEditor } from "../../../ui/useRecordEditor.tsx";
import { zodResolver } from "../../../ui/zodResolver.ts";
import {
  type TClauseDetail,
  useClauseClassOptionsQuery,
  useClauseVersionActionMutation,
  useCreateClauseMutation,
  useCreateClauseVersionMutation,
  useDeleteClauseMutation,
  useGetClauseQuery,
  useSaveClauseVersionMutation,
} from "../api.ts";
import { ClauseEditor } from "../components/ClauseEditor.tsx";

interface Values {
  name: string;
  content: string;
  insuranceClassIds: string[];
  productClassIds: string[];
  visibility: string;
}
const empty: Values = {
  name: "",
  content: "",
  insuranceClassIds: [],
  productClassIds: [],
  visibility: "private",
};
const toValues = (clause: TClauseDetail): Values => {
  const details = clause.currentVersion.details;
  return {
    name: details.name,
    content: details.content,
    insuranceClassIds: details.insuranceClassIds.map(String),
    productClassIds: details.productClassIds.map(String),
    visibility: details.visibility,
  };
};
const toRequest = (values: Values): TClauseDetails =>
  ({
    ...values,
    insuranceClassIds: values.insuranceClassIds.map(Number),
    productClassIds: values.productClassIds.map(Number),
  }) as TClauseDetails;
const validate = zodResolver(ZClauseDetails);

/** `/company/clauses/new` and `/company/clauses/:clauseId`. */
export function ClauseDetailPage() {
  const { t } = useTranslation();
  const { clauseId } = useParams();
  const isNew = clauseId === "new";
  const { companyId, canManage } = useCatalogueCompany("manageClauses");
  const query = useGetClauseQuery(
    { companyId: companyId ?? 0, clauseId: Number(clauseId) },
    { skip: companyId === null || isNew },
  );
  return (
    <Container size="lg" py={{ base: "lg", sm: 40 }}>
      <Anchor component={Link} to="/company/clauses" size="sm" mb="md" display="inline-flex">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t("products.clauses.back")}
        </Group>
      </Anchor>
      {companyId !== null &&
        (isNew ? (
          <ClauseForm companyId={companyId} canManage={canManage} />
        ) : (
          <QueryPanel
            isLoading={query.isLoading}
            error={query.error}
            item={t("products.clauses.item")}
            onRetry={query.refetch}
          >
            {query.data && (
              <ClauseForm
                key={query.data.currentVersion.id}
                companyId={companyId}
                canManage={canManage && query.data.can.manage}
                clause={query.data}
              />
            )}
          </QueryPanel>
        ))}
    </Container>
  );
}

function ClauseForm({
  companyId,
  canManage,
  clause,
}: {
  companyId: number;
  canManage: boolean;
  clause?: TClauseDetail;
}) {
  const { t } = useTranslation();
  const _navigate = useNavigate();
  useDocumentTitle(clause?.name ?? t("products.clauses.new"));
  const version = clause?.currentVersion;
  const locked = version?.lockedAt != null;
  const readOnly = !canManage || locked;
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: clause ? toValues(clause) : empty,
    validate: (values) => validate(toRequest(values)),
  });
  const classes = useClauseClassOptionsQuery({ companyId });
  const [create, createState] = useCreateClauseMutation();
  const [saveVersion, saveState] = useSaveClauseVersionMutation();
  const [act, actState] = useClauseVersionActionMutation();
  const [newVersion, newVersionState] = useCreateClauseVersionMutation();
  const [remove] = useDeleteClauseMutation();
  const { save, guard, dirty } = useRecordEditor({
    form,
    exists: !!clause,
    editable: !readOnly,
    send: (values) => {
      const body = toRequest(values);
      return clause && version
        ? saveVersion({ companyId, clauseId: clause.id, versionId: version.id, body })
        : create({ companyId, body });
    },
    toValues,
    messages: { saved: t("products.clauses.saved"), created: t("products.clauses.created") },
    pathOf: (id) => `/company/clauses/${id}`,
  });

  const run = async (
    action: "publish" | "unpublish" | "delete",
    versionId: number,
    number: number,
  ) => {
    if (!clause) return;
    if (action === "delete" && !window.confirm(t("products.detail.confirmDeleteVersion"))) return;
    const result = await act({ companyId, clauseId: clause.id, versionId, action });
    if (!result.error)
      notifySuccess(
        action === "delete"
          ? t("products.detail.versionDeleted")
          : t(`products.detail.${action === "publish" ? "published" : "unpublished"}`, { number }),
      );
  };
  const deleteClause = useRecordDelete({
    confirm: t("products.clauses.confirmDelete"),
    deleted: t("products.clauses.deleted"),
    listPath: "/company/clauses",
    remove: () => remove({ companyId, clauseId: clause?.id ?? 0 }),
  });
  const hasDraft = clause?.versions.some((v) => v.status === "draft") ?? true;

  return (
    <Stack gap="lg">
      {guard}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {clause?.name ?? t("products.clauses.new")}
          </Title>
          {version && (
            <Group gap={6}>
              <Text size="sm" c="dimmed">
                v{version.versionNumber}
              </Text>
              <StatusBadge status={version.status} />
              {version.savedAt === null && <StatusBadge status="unsaved" />}
            </Group>
          )}
        </Stack>
        {canManage && (
          <Group gap="xs">
            {!readOnly && (
              <Button
                onClick={() => void save()}
                disabled={!dirty}
                loading={createState.isLoading || saveState.isLoading}
              >
                {clause ? t("common.saveChanges") : t("products.clauses.create")}
              </Button>
            )}
            {clause && version?.can.publish && (
              <Button
                variant="light"
                color="green"
                disabled={dirty}
                loading={actState.isLoading}
                onClick={() => run("publish", version.id, version.versionNumber)}
              >
                {t("products.detail.publish")}
              </Button>
            )}
            {clause && !hasDraft && (
              <Button
                variant="default"
                leftSection={<IconGitBranch size={16} />}
                loading={newVersionState.isLoading}
                onClick={() => newVersion({ companyId, clauseId: clause.id })}
              >
                {t("products.detail.newVersion")}
              </Button>
            )}
            {clause && (
              <Button variant="subtle" color="red" onClick={deleteClause}>
                {t("products.detail.delete")}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {locked && (
        <Alert
          color="orange"
          icon={<IconLock size={18} />}
          title={t("products.detail.lockedTitle")}
        >
          {messages.modifyInUse}. {t("products.detail.lockedBody")}
        </Alert>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
          <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack>
              <TextInput
                label={t("products.fields.name")}
                required
                {...form.getInputProps("name")}
              />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <MultiSelect
                  label={t("products.clauses.classes")}
                  data={Object.entries(insuranceClassNames).map(([value, label]) => ({
                    value,
                    label,
                  }))}
                  {...form.getInputProps("insuranceClassIds")}
                />
                <MultiSelect
                  label={t("products.clauses.productClasses")}
                  data={(classes.data?.data ?? []).map((c) => ({
                    value: String(c.id),
                    label: c.name,
                  }))}
                  {...form.getInputProps("productClassIds")}
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
              </SimpleGrid>
              <ClauseEditor
                label={t("products.clauses.content")}
                value={form.values.content}
                onChange={(html) => form.setFieldValue("content", html)}
                error={form.errors.content as string | undefined}
                readOnly={readOnly}
              />
            </Stack>
          </fieldset>
        </Paper>
      </form>
      {clause && (
        <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
          <Title order={2} fz="md" mb="sm">
            {t("products.detail.tabs.versions")}
          </Title>
          <Table.ScrollContainer minWidth={520}>
            <Table>
              <Table.Tbody>
                {clause.versions.map((v) => (
                  <Table.Tr key={v.id}>
                    <Table.Td fw={600}>v{v.versionNumber}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <StatusBadge status={v.status} />
                        {v.lockedAt !== null && <StatusBadge status="locked" />}
                      </Group>
                    </Table.Td>
                    <Table.Td>{v.publishedAt ? formatDateTime(v.publishedAt) : "—"}</Table.Td>
                    <Table.Td>
                      {canManage && (
                        <Group gap="xs" justify="flex-end">
                          {v.can.unpublish && (
                            <Button
                              size="compact-sm"
                              variant="default"
                              onClick={() => run("unpublish", v.id, v.versionNumber)}
                            >
                              {t("products.detail.unpublish")}
                            </Button>
                          )}
                          {v.can.delete && (
                            <Button
                              size="compact-sm"
                              color="red"
                              variant="light"
                              onClick={() => run("delete", v.id, v.versionNumber)}
                            >
                              {t("products.detail.delete")}
                            </Button>
                          )}
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}
