import "../../../i18n/strings/account.ts";
import { Card, Divider, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { TUser } from "../../../domain.ts";
import { CompanyBadge } from "../../../ui/CompanyBadge.tsx";
import { formatDate, formatDateTime } from "../../../ui/formatDate.ts";

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={500} mt={2}>
        {value}
      </Text>
    </div>
  );
}

/** Member since, last activity and the user's companies and roles. */
export function AccountDetails({ user }: { user: TUser }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="xl">
      <Title order={2} fz="lg" mb="md">
        {t("account.details.title")}
      </Title>
      <Stack gap="md">
        <Detail label={t("account.details.memberSince")} value={formatDate(user.memberSince)} />
        <Detail
          label={t("account.details.lastActivity")}
          value={user.lastActivityAt ? formatDateTime(user.lastActivityAt) : t("common.never")}
        />
      </Stack>
      <Divider my="lg" />
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb="sm">
        {t("account.details.roles")}
      </Text>
      {user.roles.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("account.details.noRoles")}
        </Text>
      ) : (
        <Stack gap="sm">
          {user.roles.map((role) => (
            <Stack key={role.id} gap={4} align="flex-start">
              <CompanyBadge
                name={role.company.name}
                typeId={role.company.refCompanyTypeId}
                maw="100%"
              />
              <Text size="sm" c="dimmed">
                {role.name}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}
