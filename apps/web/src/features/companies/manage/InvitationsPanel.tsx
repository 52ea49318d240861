import "../../../i18n/strings/companies.ts";
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { ZInvitationRequest } from "@platform/domain/schemas/company";
import { IconCheck, IconCopy, IconMailForward, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { formatDateTime } from "../../../ui/formatDate.ts";
import { ListPager } from "../../../ui/ListPager.tsx";
import { notifySuccess } from "../../../ui/notify.ts";
import { zodResolver } from "../../../ui/zodResolver.ts";
import {
  useCreateInvitationMutation,
  useListInvitationsQuery,
  useListRolesQuery,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
} from "../api.ts";
import { ConfirmModal } from "../components/ConfirmModal.tsx";
import { EmptyState, QueryState } from "../components/QueryState.tsx";
import type { TInvitation, TInvitationStatus } from "../types.ts";
import { PanelHeader } from "./PanelHeader.tsx";

const statusColours: Record<TInvitationStatus, string> = {
  pending: "blue",
  accepted: "green",
  revoked: "gray",
  expired: "orange",
};

const validateInvitation = zodResolver(ZInvitationRequest);

interface InviteValues {
  email: string;
  roleId: string | null;
}

/** Invite by email under a role; copy the link; resend or revoke (SPEC §2). */
export function InvitationsPanel({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const invitations = useListInvitationsQuery({ companyId, page });
  const roles = useListRolesQuery(companyId);
  const [create, creation] = useCreateInvitationMutation();
  const [resend] = useResendInvitationMutation();
  const [revoke, revocation] = useRevokeInvitationMutation();
  const [revoking, setRevoking] = useState<TInvitation | null>(null);
  const narrow = useMediaQuery("(max-width: 48em)");
  const [lastLink, setLastLink] = useState<{ email: string; link: string } | null>(null);
  const form = useForm<InviteValues>({
    mode: "controlled",
    initialValues: { email: "", roleId: null },
    validate: (values) =>
      validateInvitation({
        email: values.email,
        roleId: values.roleId ? Number(values.roleId) : undefined,
      }),
  });

  const invite = form.onSubmit(async (values) => {
    const result = await create({
      companyId,
      email: values.email.trim(),
      roleId: Number(values.roleId),
    });
    if (result.error) {
      form.setErrors(fieldErrors(result.error));
      return;
    }
    notifySuccess(t("companies.manage.invitations.sent", { email: result.data.email }));
    if (result.data.link) setLastLink({ email: result.data.email, link: result.data.link });
    form.reset();
  });

  const onResend = async (invitation: TInvitation) => {
    const result = await resend({ companyId, invitationId: invitation.id });
    if (result.error) return;
    notifySuccess(t("companies.manage.invitations.resent", { email: invitation.email }));
    if (result.data.link) setLastLink({ email: invitation.email, link: result.data.link });
  };

  const statusBadge = (invitation: TInvitation) => (
    <Badge variant="light" color={statusColours[invitation.status]}>
      {t(`companies.manage.invitations.statuses.${invitation.status}`)}
    </Badge>
  );

  const actions = (invitation: TInvitation) => {
    if (invitation.status !== "pending" && invitation.status !== "expired") return null;
    return (
      <Group gap={4} wrap="nowrap">
        <Tooltip label={t("companies.manage.invitations.resend")}>
          <ActionIcon
            variant="subtle"
            aria-label={`${t("companies.manage.invitations.resend")} ${invitation.email}`}
            onClick={() => void onResend(invitation)}
          >
            <IconMailForward size={18} />
          </ActionIcon>
        </Tooltip>
        {invitation.status === "pending" && (
          <Tooltip label={t("companies.manage.invitations.revoke")}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${t("companies.manage.invitations.revoke")} ${invitation.email}`}
              onClick={() => setRevoking(invitation)}
            >
              <IconX size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    );
  };

  const confirmRevoke = async () => {
    if (!revoking) return;
    const result = await revoke({ companyId, invitationId: revoking.id });
    if (!result.error) {
      notifySuccess(t("companies.manage.invitations.revoked", { email: revoking.email }));
    }
    setRevoking(null);
  };

  return (
    <Stack gap="lg">
      <PanelHeader
        title={t("companies.manage.invitations.title")}
        description={t("companies.manage.invitations.description")}
      />
      <Paper withBorder radius="md" p="md">
        <form onSubmit={invite} noValidate>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t("companies.manage.invitations.email")}
              type="email"
              required
              style={{ flex: "2 1 240px" }}
              {...form.getInputProps("email")}
            />
            <Select
              label={t("companies.manage.invitations.role")}
              required
              style={{ flex: "1 1 180px" }}
              data={(roles.data ?? []).map((role) => ({
                value: String(role.id),
                label: role.name,
              }))}
              {...form.getInputProps("roleId")}
            />
            <Button
              type="submit"
              mt={{ base: 0, xs: 25 }}
              loading={creation.isLoading}
              leftSection={<IconMailForward size={16} />}
              style={{ flex: "0 0 auto" }}
            >
              {t("companies.manage.invitations.invite")}
            </Button>
          </Group>
        </form>
      </Paper>
      {lastLink && (
        <Alert
          color="blue"
          variant="light"
          title={t("companies.manage.invitations.linkTitle")}
          withCloseButton
          onClose={() => setLastLink(null)}
        >
          <Stack gap="xs">
            <Text size="sm">
              {t("companies.manage.invitations.linkHint", { email: lastLink.email })}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <TextInput
                value={lastLink.link}
                readOnly
                aria-label={t("companies.manage.invitations.linkTitle")}
                style={{ flex: 1, minWidth: 0 }}
                onFocus={(event) => event.currentTarget.select()}
              />
              <CopyButton value={lastLink.link}>
                {({ copied, copy }) => (
                  <Button
                    variant={copied ? "light" : "filled"}
                    color={copied ? "teal" : undefined}
                    onClick={copy}
                    leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  >
                    {copied
                      ? t("companies.manage.invitations.copied")
                      : t("companies.manage.invitations.copy")}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </Alert>
      )}
      <QueryState
        isLoading={invitations.isLoading}
        error={invitations.error}
        item={t("companies.manage.invitations.title")}
        onRetry={invitations.refetch}
      >
        {invitations.data?.data.length === 0 ? (
          <EmptyState>{t("companies.manage.invitations.empty")}</EmptyState>
        ) : narrow ? (
          <Stack gap="xs">
            {invitations.data?.data.map((invitation) => (
              <Paper key={invitation.id} withBorder radius="md" p="md">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate>
                      {invitation.email}
                    </Text>
                    <Group gap="xs">
                      {statusBadge(invitation)}
                      <Text size="xs" c="dimmed">
                        {invitation.roleName}
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {t("companies.manage.invitations.sentAt")}:{" "}
                      {formatDateTime(invitation.sentAt)}
                    </Text>
                  </Stack>
                  {actions(invitation)}
                </Group>
              </Paper>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("companies.manage.invitations.email")}</Table.Th>
                  <Table.Th>{t("companies.manage.invitations.role")}</Table.Th>
                  <Table.Th>{t("companies.manage.invitations.status")}</Table.Th>
                  <Table.Th>{t("companies.manage.invitations.sentAt")}</Table.Th>
                  <Table.Th>{t("companies.manage.invitations.expiresAt")}</Table.Th>
                  <Table.Th w={90}>
                    <VisuallyHidden>{t("companies.manage.invitations.actions")}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invitations.data?.data.map((invitation) => {
                  return (
                    <Table.Tr key={invitation.id}>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {invitation.email}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{invitation.roleName}</Text>
                      </Table.Td>
                      <Table.Td>{statusBadge(invitation)}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{formatDateTime(invitation.sentAt)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" c="dimmed">
                          {invitation.status === "accepted" && invitation.acceptedAt
                            ? "—"
                            : formatDateTime(invitation.expiresAt)}
                        </Text>
                      </Table.Td>
                      <Table.Td>{actions(invitation)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ListPager meta={invitations.data?.meta} onChange={setPage} />
      </QueryState>
      <ConfirmModal
        opened={revoking !== null}
        title={t("companies.manage.invitations.revokeTitle", { email: revoking?.email ?? "" })}
        body={t("companies.manage.invitations.revokeBody")}
        confirmLabel={t("companies.manage.invitations.revoke")}
        loading={revocation.isLoading}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(null)}
      />
    </Stack>
  );
}
