import "../../../i18n/strings/companies.ts";
import {
  ActionIcon,
  Badge,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Tooltip,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconDeviceMobileOff, IconUserMinus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../../app/session/useCurrentUser.ts";
import { formatDate } from "../../../ui/formatDate.ts";
import { formatMessageTime } from "../../../ui/formatMessageTime.ts";
import { ListPager } from "../../../ui/ListPager.tsx";
import { notifySuccess } from "../../../ui/notify.ts";
import {
  useChangeUserRoleMutation,
  useListCompanyUsersQuery,
  useListRolesQuery,
  useRemoveCompanyUserMutation,
  useResetUserAuthenticatorMutation,
} from "../api.ts";
import { ConfirmModal } from "../components/ConfirmModal.tsx";
import { EmptyState, QueryState } from "../components/QueryState.tsx";
import type { TCompanyUser } from "../types.ts";
import { PanelHeader } from "./PanelHeader.tsx";

/** The company's users: change a role, remove someone (SPEC §2 users). */
export function UsersPanel({ companyId, companyName }: { companyId: number; companyName: string }) {
  const { t } = useTranslation();
  const { user: me } = useCurrentUser();
  const [page, setPage] = useState(1);
  const users = useListCompanyUsersQuery({ companyId, page });
  const roles = useListRolesQuery(companyId);
  const [changeRole] = useChangeUserRoleMutation();
  const [removeUser, removal] = useRemoveCompanyUserMutation();
  const [removing, setRemoving] = useState<TCompanyUser | null>(null);
  const [resetAuthenticator, reset] = useResetUserAuthenticatorMutation();
  const [resetting, setResetting] = useState<TCompanyUser | null>(null);
  const narrow = useMediaQuery("(max-width: 48em)");
  const roleOptions = (roles.data ?? []).map((role) => ({
    value: String(role.id),
    label: role.name,
  }));

  const onRoleChange = async (person: TCompanyUser, value: string | null) => {
    if (!value || Number(value) === person.role.id) return;
    const result = await changeRole({ companyId, userId: person.id, roleId: Number(value) });
    if (!result.error) {
      const role = roles.data?.find((candidate) => candidate.id === Number(value));
      notifySuccess(
        t("companies.manage.users.roleChanged", { name: person.name, role: role?.name ?? "" }),
      );
    }
  };

  const roleSelect = (person: TCompanyUser) => (
    <Select
      size="xs"
      aria-label={t("companies.manage.users.changeRole", { name: person.name })}
      data={
        roleOptions.length > 0
          ? roleOptions
          : [{ value: String(person.role.id), label: person.role.name }]
      }
      value={String(person.role.id)}
      allowDeselect={false}
      onChange={(value) => void onRoleChange(person, value)}
    />
  );

  // The server refuses a reset for a user who also belongs to another company (SPEC §6).
  const resetButton = (person: TCompanyUser) =>
    person.id === me?.id || !person.canChangeAccount ? null : (
      <Tooltip label={t("companies.manage.users.resetAuthenticator")}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`${t("companies.manage.users.resetAuthenticator")}: ${person.name}`}
          onClick={() => setResetting(person)}
        >
          <IconDeviceMobileOff size={18} />
        </ActionIcon>
      </Tooltip>
    );

  const confirmReset = async () => {
    if (!resetting) return;
    const result = await resetAuthenticator({ companyId, userId: resetting.id });
    if (!result.error)
      notifySuccess(t("companies.manage.users.resetDone", { name: resetting.name }));
    setResetting(null);
  };

  const removeButton = (person: TCompanyUser) => (
    <Tooltip label={t("companies.manage.users.remove")}>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`${t("companies.manage.users.remove")} ${person.name}`}
        onClick={() => setRemoving(person)}
      >
        <IconUserMinus size={18} />
      </ActionIcon>
    </Tooltip>
  );

  const confirmRemove = async () => {
    if (!removing) return;
    const result = await removeUser({ companyId, userId: removing.id });
    if (!result.error) notifySuccess(t("companies.manage.users.removed", { name: removing.name }));
    setRemoving(null);
  };

  return (
    <Stack gap="lg">
      <PanelHeader
        title={t("companies.manage.users.title")}
        description={t("companies.manage.users.description", { company: companyName })}
      />
      <QueryState
        isLoading={users.isLoading}
        error={users.error}
        item={t("companies.manage.users.title")}
        onRetry={users.refetch}
      >
        {users.data?.data.length === 0 ? (
          <EmptyState>{t("companies.manage.users.empty")}</EmptyState>
        ) : narrow ? (
          <Stack gap="xs">
            {users.data?.data.map((person) => (
              <Paper key={person.id} withBorder radius="md" p="md">
                <Stack gap="sm">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <div style={{ minWidth: 0 }}>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" fw={600} truncate>
                          {person.name}
                        </Text>
                        {person.id === me?.id && (
                          <Badge size="xs" variant="light" color="gray">
                            {t("companies.manage.users.you")}
                          </Badge>
                        )}
                      </Group>
                      <Text size="xs" c="dimmed" truncate>
                        {person.email}
                      </Text>
                    </div>
                    <Group gap={4} wrap="nowrap">
                      {resetButton(person)}
                      {removeButton(person)}
                    </Group>
                  </Group>
                  {roleSelect(person)}
                  <Text size="xs" c="dimmed">
                    {t("companies.manage.users.joined")}: {formatDate(person.joinedAt)} ·{" "}
                    {t("companies.manage.users.lastActive")}:{" "}
                    {person.lastActivityAt
                      ? formatMessageTime(person.lastActivityAt)
                      : t("common.never")}
                  </Text>
                </Stack>
              </Paper>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("companies.manage.users.name")}</Table.Th>
                  <Table.Th>{t("companies.manage.users.role")}</Table.Th>
                  <Table.Th>{t("companies.manage.users.joined")}</Table.Th>
                  <Table.Th>{t("companies.manage.users.lastActive")}</Table.Th>
                  <Table.Th w={88} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {users.data?.data.map((person) => (
                  <Table.Tr key={person.id}>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" fw={500}>
                          {person.name}
                        </Text>
                        {person.id === me?.id && (
                          <Badge size="xs" variant="light" color="gray">
                            {t("companies.manage.users.you")}
                          </Badge>
                        )}
                      </Group>
                      <Text size="xs" c="dimmed">
                        {person.email}
                      </Text>
                    </Table.Td>
                    <Table.Td miw={200}>{roleSelect(person)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDate(person.joinedAt)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {person.lastActivityAt
                          ? formatMessageTime(person.lastActivityAt)
                          : t("common.never")}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        {resetButton(person)}
                        {removeButton(person)}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ListPager meta={users.data?.meta} onChange={setPage} />
      </QueryState>
      <ConfirmModal
        opened={removing !== null}
        title={t("companies.manage.users.removeTitle", { name: removing?.name ?? "" })}
        body={t("companies.manage.users.removeBody", {
          name: removing?.name ?? "",
          company: companyName,
        })}
        confirmLabel={t("companies.manage.users.remove")}
        loading={removal.isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
      <ConfirmModal
        opened={resetting !== null}
        title={t("companies.manage.users.resetTitle", { name: resetting?.name ?? "" })}
        body={t("companies.manage.users.resetBody", { name: resetting?.name ?? "" })}
        confirmLabel={t("companies.manage.users.resetAuthenticator")}
        loading={reset.isLoading}
        onConfirm={() => void confirmReset()}
        onCancel={() => setResetting(null)}
      />
    </Stack>
  );
}
