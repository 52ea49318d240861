import "../../../i18n/strings/security.ts";
import {
  Alert,
  Button,
  Card,
  Code,
  Container,
  CopyButton,
  Group,
  NumberInput,
  Stack,
  Switch,
  Text,
  Title,
} from "@mantine/core";
import { IconBrandWindows } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { httpStatus } from "../../../api/apiErrors.ts";
import { apiUrl } from "../../../api/config.ts";
import { useRepresentingCompany } from "../../../app/session/useRepresentingCompany.ts";
import { messages } from "../../../domain.ts";
import { ErrorView } from "../../../ui/ErrorView.tsx";
import { FullScreenLoader } from "../../../ui/FullScreenLoader.tsx";
import { formatDate, formatDateTime } from "../../../ui/formatDate.ts";
import { useLoadOnce } from "../../../ui/forms/useLoadOnce.ts";
import { notify } from "../../../ui/notify.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import {
  useCreateMicrosoftSetupLinkMutation,
  useDisconnectMicrosoftMutation,
  useGetCompanySecurityPolicyQuery,
  useGetMicrosoftConnectionQuery,
  useUpdateCompanySecurityPolicyMutation,
} from "../api.ts";

/**
 * The represented company's security: two-factor required for its members, the longest a
 * password may live, and its Microsoft organisation (connect by admin consent or a 24-hour
 * setup link for the Microsoft administrator). The server decides who may change them.
 */
export function CompanySecurityPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("security.company.title"));
  const { id: companyId, company } = useRepresentingCompany();
  const [params] = useSearchParams();
  const policy = useGetCompanySecurityPolicyQuery(companyId ?? 0, { skip: !companyId });
  const microsoft = useGetMicrosoftConnectionQuery(companyId ?? 0, { skip: !companyId });
  const [update, updating] = useUpdateCompanySecurityPolicyMutation();
  const [createLink, creatingLink] = useCreateMicrosoftSetupLinkMutation();
  const [disconnect, disconnecting] = useDisconnectMicrosoftMutation();
  const [maxAge, setMaxAge] = useState<number | string>("");
  const [link, setLink] = useState<{ url: string; expiresAt: number } | null>(null);

  // Once per company: a refetch does not overwrite what is being typed.
  useLoadOnce(companyId ?? null, policy.data, (data) => setMaxAge(data.passwordMaxAgeDays ?? ""));

  if (policy.error) return <ErrorView status={httpStatus(policy.error)} />;
  if (!companyId || policy.isLoading || microsoft.isLoading || !policy.data)
    return <FullScreenLoader />;
  const saved = () => notify({ variant: "success", message: t("security.company.saved") });

  return (
    <Container size="md" py={{ base: "lg", sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {t("security.company.title")}
          </Title>
          <Text c="dimmed">{company?.name}</Text>
        </Stack>
        {params.get("microsoft") === "failed" && (
          <Alert color="red">{params.get("message") ?? messages.microsoftFailed}</Alert>
        )}
        {params.get("microsoft") === "connected" && (
          <Alert color="green">{t("security.company.microsoftConnected")}</Alert>
        )}

        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Switch
              label={t("security.company.requireTwoFactor")}
              description={t("security.company.requireTwoFactorHint")}
              checked={policy.data.requireTwoFactor}
              disabled={updating.isLoading}
              onChange={async (event) => {
                const result = await update({
                  companyId,
                  requireTwoFactor: event.currentTarget.checked,
                });
                if (!result.error) saved();
              }}
            />
            <Group align="flex-end">
              <NumberInput
                label={t("security.company.passwordMaxAge")}
                description={t("security.company.passwordMaxAgeHint")}
                min={1}
                max={3650}
                allowDecimal={false}
                value={maxAge}
                onChange={setMaxAge}
                w={320}
              />
              <Button
                variant="default"
                loading={updating.isLoading}
                onClick={async () => {
                  const days = maxAge === "" ? null : Number(maxAge);
                  const result = await update({ companyId, passwordMaxAgeDays: days });
                  if (!result.error) saved();
                }}
              >
                {t("security.company.save")}
              </Button>
            </Group>
          </Stack>
        </Card>

        {microsoft.data?.available && (
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Group gap="xs">
                <IconBrandWindows size={20} />
                <Text fw={600}>{t("security.company.microsoftTitle")}</Text>
              </Group>
              {microsoft.data.connected ? (
                <>
                  <Text size="sm">
                    {t("security.company.microsoftTenant", {
                      tenant: microsoft.data.tenantId,
                      date: microsoft.data.connectedAt
                        ? formatDate(microsoft.data.connectedAt)
                        : "",
                    })}
                  </Text>
                  <Group>
                    <Button
                      variant="default"
                      color="red"
                      loading={disconnecting.isLoading}
                      onClick={() => void disconnect(companyId)}
                    >
                      {t("security.company.microsoftDisconnect")}
                    </Button>
                  </Group>
                </>
              ) : (
                <>
                  <Text size="sm" c="dimmed">
                    {t("security.company.microsoftHint")}
                  </Text>
                  <Group>
                    <Button
                      component="a"
                      href={apiUrl(`/microsoft/admin-consent?companyId=${companyId}`)}
                    >
                      {t("security.company.microsoftConnect")}
                    </Button>
                    <Button
                      variant="default"
                      loading={creatingLink.isLoading}
                      onClick={async () => {
                        const result = await createLink(companyId);
                        if (!result.error) setLink(result.data);
                      }}
                    >
                      {t("security.company.microsoftSetupLink")}
                    </Button>
                  </Group>
                  {link && (
                    <Stack gap={4}>
                      <Text size="sm">
                        {t("security.company.microsoftLinkValid", {
                          date: formatDateTime(link.expiresAt),
                        })}
                      </Text>
                      <Group gap="xs" wrap="nowrap">
                        <Code style={{ wordBreak: "break-all" }}>{link.url}</Code>
                        <CopyButton value={link.url}>
                          {({ copied, copy }) => (
                            <Button size="compact-xs" variant="subtle" onClick={copy}>
                              {copied
                                ? t("security.recoveryCodes.copied")
                                : t("security.recoveryCodes.copy")}
                            </Button>
                          )}
                        </CopyButton>
                      </Group>
                    </Stack>
                  )}
                </>
              )}
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
