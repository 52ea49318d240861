import { Card, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { TUser } from "../../../domain.ts";
import { CompanyBadge } from "../../../ui/CompanyBadge.tsx";
import { formatDate, formatDateTime } from "../../../ui/formatDate.ts";

/** Member since, last activity and the user's companies and roles. */
export function AccountDetails({ user }: { user: TUser }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="xl">
      <Title order={2} fz="lg" mb="md">
        {t("account.details.title")}
      </Title>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t("account.details.memberSince")}
          </Text>
          <Text size="sm" fw={500}>
            {formatDate(user.memberSince)}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t("account.details.lastActivity")}
          </Text>
          <Text size="sm" fw={500} ta="right">
            {user.lastActivityAt ? formatDateTime(user.lastActivityAt) : t("common.never")}
          </Text>
        </Group>
      </Stack>
      <Divider my="lg" />
      <Text size="sm" fw={600} mb="sm">
        {t("account.details.roles")}
      </Text>
      {user.roles.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("account.details.noRoles")}
        </Text>
      ) : (
        <Stack gap="xs">
          {user.roles.map((role) => (
            <Group key={role.id} justify="space-between" wrap="nowrap" gap="xs">
              <CompanyBadge
                name={role.company.name}
                typeId={role.company.refCompanyTypeId}
                maw={200}
              />
              <Text size="sm" c="dimmed" truncate>
                {role.name}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
