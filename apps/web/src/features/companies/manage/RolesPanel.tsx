import "../../../i18n/strings/companies.ts";
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { ZRoleRequest } from "@platform/domain/schemas/company";
import { IconCrown, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { type PermissionId, permissionNames } from "../../../domain.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { zodResolver } from "../../../ui/zodResolver.ts";
import { useDeleteRoleMutation, useListRolesQuery, useSaveRoleMutation } from "../api.ts";
import { ConfirmModal } from "../components/ConfirmModal.tsx";
import { EmptyState, QueryState } from "../components/QueryState.tsx";
import type { TCompany, TRole } from "../types.ts";
import { useCompanyTypeLabel } from "../useCompanyTypeLabel.ts";
import { PanelHeader } from "./PanelHeader.tsx";

function usePermissionLabel() {
  const { t } = useTranslation();
  return (id: number) => {
    const name = permissionNames[id as PermissionId];
    return name ? t(`companies.permissions.${name}`) : String(id);
  };
}

interface RoleValues {
  name: string;
  permissionIds: string[];
}

const validateRole = zodResolver(ZRoleRequest);

function RoleModal({
  company,
  role,
  onClose,
}: {
  company: TCompany;
  role: TRole | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const typeLabel = useCompanyTypeLabel();
  const permissionLabel = usePermissionLabel();
  const [save, saving] = useSaveRoleMutation();
  const offered = [...new Set(company.companyTypePermissions.map((p) => p.refPermissionId))].sort(
    (a, b) => a - b,
  );
  const form = useForm<RoleValues>({
    mode: "controlled",
    initialValues: {
      name: role?.name ?? "",
      permissionIds: (role?.permissionIds ?? []).map(String),
    },
    validate: (values) =>
      validateRole({ name: values.name, permissionIds: values.permissionIds.map(Number) }),
  });
  const submit = form.onSubmit(async (values) => {
    const result = await save({
      companyId: company.id,
      roleId: role?.id,
      name: values.name.trim(),
      permissionIds: values.permissionIds.map(Number),
    });
    if (result.error) {
      form.setErrors(fieldErrors(result.error));
      return;
    }
    notifySuccess(t("companies.manage.roles.saved", { name: result.data.name }));
    onClose();
  });
  const special = role?.isSpecial ?? false;
  return (
    <Modal
      opened
      onClose={onClose}
      title={role ? t("companies.manage.roles.edit") : t("companies.manage.roles.create")}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t("companies.manage.roles.name")}
            required
            data-autofocus
            {...form.getInputProps("name")}
          />
          <Checkbox.Group
            label={t("companies.manage.roles.permissions")}
            description={
              special
                ? t("companies.manage.roles.administratorHint")
                : t("companies.manage.roles.permissionsHint", {
                    type: typeLabel(company.refCompanyTypeId),
                  })
            }
            {...form.getInputProps("permissionIds")}
            value={special ? offered.map(String) : form.getValues().permissionIds}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm" spacing="xs">
              {offered.map((id) => (
                <Checkbox
                  key={id}
                  value={String(id)}
                  label={permissionLabel(id)}
                  disabled={special}
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose} disabled={saving.isLoading}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={saving.isLoading}>
              {t("common.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Company-defined roles (SPEC §6): permissions of the company type, user counts. */
export function RolesPanel({ company }: { company: TCompany }) {
  const { t } = useTranslation();
  const permissionLabel = usePermissionLabel();
  const roles = useListRolesQuery(company.id);
  const [remove, removal] = useDeleteRoleMutation();
  const [editing, setEditing] = useState<TRole | "new" | null>(null);
  const [deleting, setDeleting] = useState<TRole | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove({ companyId: company.id, roleId: deleting.id });
    if (!result.error) {
      notifySuccess(
        result.data.movedUsers > 0
          ? t("companies.manage.roles.deletedMoved", {
              name: deleting.name,
              count: result.data.movedUsers,
            })
          : t("companies.manage.roles.deleted", { name: deleting.name }),
      );
    }
    setDeleting(null);
  };

  return (
    <Stack gap="lg">
      <PanelHeader
        title={t("companies.manage.roles.title")}
        description={t("companies.manage.roles.description", { company: company.name })}
        action={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing("new")}>
            {t("companies.manage.roles.add")}
          </Button>
        }
      />
      <QueryState
        isLoading={roles.isLoading}
        error={roles.error}
        item={t("companies.manage.roles.title")}
        onRetry={roles.refetch}
      >
        {roles.data?.length === 0 && <EmptyState>{t("companies.manage.roles.empty")}</EmptyState>}
        <Stack gap="sm">
          {roles.data?.map((role) => (
            <Paper key={role.id} withBorder radius="md" p="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
                <Stack gap={6} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600}>{role.name}</Text>
                    {role.isSpecial && (
                      <Badge
                        size="sm"
                        variant="light"
                        color="yellow"
                        leftSection={<IconCrown size={12} />}
                      >
                        {t("companies.manage.roles.administrator")}
                      </Badge>
                    )}
                    <Badge size="sm" variant="default">
                      {t("companies.manage.roles.users", { count: role.userCount })}
                    </Badge>
                  </Group>
                  <Group gap={4}>
                    {role.permissionIds.map((id) => (
                      <Badge key={id} size="xs" variant="outline" color="gray" tt="none">
                        {permissionLabel(id)}
                      </Badge>
                    ))}
                  </Group>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t("companies.manage.roles.edit")}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`${t("companies.manage.roles.edit")} ${role.name}`}
                      onClick={() => setEditing(role)}
                    >
                      <IconPencil size={18} />
                    </ActionIcon>
                  </Tooltip>
                  {!role.isSpecial && (
                    <Tooltip label={t("companies.manage.roles.delete")}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${t("companies.manage.roles.delete")} ${role.name}`}
                        onClick={() => setDeleting(role)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      </QueryState>
      {editing && (
        <RoleModal
          company={company}
          role={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={t("companies.manage.roles.deleteTitle", { name: deleting?.name ?? "" })}
        body={
          deleting && deleting.userCount > 0
            ? t("companies.manage.roles.deleteBody")
            : t("companies.manage.roles.deleteBodyNone")
        }
        confirmLabel={t("companies.manage.roles.delete")}
        loading={removal.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
