import "../../../i18n/strings/security.ts";
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import {
  IconBrandWindows,
  IconDeviceDesktop,
  IconDeviceMobileMessage,
  IconKey,
  IconLifebuoy,
  IconMail,
  IconShieldLock,
} from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { apiErrorBody, fieldErrors, httpStatus } from "../../../api/apiErrors.ts";
import { selectIntendedPath } from "../../../api/sessionSlice.ts";
import { useAppSelector } from "../../../app/hooks.ts";
import { useReturnToIntendedPath } from "../../../app/session/useFinishTwoFactor.ts";
import { ErrorView } from "../../../ui/ErrorView.tsx";
import { FullScreenLoader } from "../../../ui/FullScreenLoader.tsx";
import { formatDate } from "../../../ui/formatDate.ts";
import { notify } from "../../../ui/notify.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import {
  type CodeMethod,
  type TwoFactorMethod,
  type TwoFactorMethodState,
  useGetTwoFactorQuery,
  useRegenerateRecoveryCodesMutation,
  useRevokeTrustedDeviceMutation,
  useUpdateTwoFactorMethodMutation,
} from "../api.ts";
import { EnrolModal } from "../components/EnrolModal.tsx";
import { PasswordPrompt } from "../components/PasswordPrompt.tsx";
import { RecoveryCodesModal } from "../components/RecoveryCodesModal.tsx";

const icons: Record<TwoFactorMethod, ReactNode> = {
  authenticator: <IconShieldLock size={20} />,
  microsoft: <IconBrandWindows size={20} />,
  email: <IconMail size={20} />,
  sms: <IconDeviceMobileMessage size={20} />,
};

type PasswordAction =
  | { kind: "toggle"; method: TwoFactorMethod; enabled: boolean }
  | { kind: "regenerate" };

/**
 * /two-factor-auth/setup: set up, switch on or off and choose the default method; recovery
 * codes and trusted devices. Where a company requires two-factor (403 2fa.setup) this is where
 * the user lands, and "Continue" returns to the page they asked for.
 */
export function TwoFactorSetupPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("security.setup.title"));
  const overview = useGetTwoFactorQuery();
  const [update, updating] = useUpdateTwoFactorMethodMutation();
  const [regenerate, regenerating] = useRegenerateRecoveryCodesMutation();
  const [revoke] = useRevokeTrustedDeviceMutation();
  const intended = useAppSelector(selectIntendedPath);
  const finish = useReturnToIntendedPath();
  const [enrolling, setEnrolling] = useState<"authenticator" | CodeMethod | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [passwordAction, setPasswordAction] = useState<PasswordAction | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);

  if (httpStatus(overview.error) === 401) return <Navigate to="/login" replace />;
  if (overview.error) return <ErrorView status={httpStatus(overview.error)} />;
  if (!overview.data) return <FullScreenLoader />;
  const data = overview.data;
  const byMethod = new Map(data.methods.map((m) => [m.method, m]));
  const hasActive = data.methods.some((m) => m.enabled && m.verified);

  const runPasswordAction = async (password: string) => {
    if (!passwordAction) return;
    setPasswordError(null);
    if (passwordAction.kind === "regenerate") {
      const result = await regenerate({ password });
      if (result.error)
        return setPasswordError(
          fieldErrors(result.error).password ?? apiErrorBody(result.error)?.message ?? null,
        );
      setPasswordAction(null);
      setCodes(result.data.recoveryCodes);
      return;
    }
    const { method, enabled } = passwordAction;
    const result = await update({ method, enabled, password });
    if (result.error) {
      const fields = fieldErrors(result.error);
      return setPasswordError(fields.password ?? apiErrorBody(result.error)?.message ?? null);
    }
    setPasswordAction(null);
    const name = t(`security.methods.${method}`);
    notify({
      variant: "success",
      message: enabled
        ? t("security.setup.methodOn", { method: name })
        : t("security.setup.methodOff", { method: name }),
    });
  };

  const makeDefault = async (method: TwoFactorMethod) => {
    const result = await update({ method, default: true });
    if (!result.error) {
      notify({
        variant: "success",
        message: t("security.setup.defaultChanged", { method: t(`security.methods.${method}`) }),
      });
    }
  };

  const methodCard = (method: TwoFactorMethod) => {
    const state: TwoFactorMethodState | undefined = byMethod.get(method);
    const active = Boolean(state?.enabled && state.verified);
    return (
      <Card key={method} withBorder radius="md" padding="lg" data-testid={`method-${method}`}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" size={40} radius="md">
              {icons[method]}
            </ThemeIcon>
            <Stack gap={2}>
              <Group gap="xs">
                <Text fw={600}>{t(`security.methods.${method}`)}</Text>
                {active ? (
                  <Badge color="green" variant="light">
                    {t("security.setup.enabled")}
                  </Badge>
                ) : state?.verified ? (
                  <Badge color="gray" variant="light">
                    {t("security.setup.disabled")}
                  </Badge>
                ) : (
                  <Badge color="gray" variant="outline">
                    {t("security.setup.notSetUp")}
                  </Badge>
                )}
                {state?.isDefault && <Badge variant="filled">{t("security.setup.default")}</Badge>}
              </Group>
              <Text size="sm" c="dimmed">
                {t(`security.methodHints.${method}`)}
              </Text>
              {state?.destination && (
                <Text size="sm" c="dimmed">
                  {state.destination}
                </Text>
              )}
            </Stack>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {active && !state?.isDefault && (
              <Button
                variant="subtle"
                size="xs"
                onClick={() => void makeDefault(method)}
                loading={updating.isLoading}
              >
                {t("security.setup.makeDefault")}
              </Button>
            )}
            {active ? (
              <Button
                variant="default"
                size="xs"
                onClick={() => setPasswordAction({ kind: "toggle", method, enabled: false })}
              >
                {t("security.setup.turnOff")}
              </Button>
            ) : state?.verified && method !== "authenticator" ? (
              <Button
                size="xs"
                onClick={() => setPasswordAction({ kind: "toggle", method, enabled: true })}
              >
                {t("security.setup.turnOn")}
              </Button>
            ) : method === "microsoft" ? null : (
              <Button size="xs" onClick={() => setEnrolling(method)}>
                {state?.verified ? t("security.setup.setUpAgain") : t("security.setup.setUp")}
              </Button>
            )}
          </Group>
        </Group>
      </Card>
    );
  };

  return (
    <Container size="md" py={{ base: "lg", sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {t("security.setup.title")}
          </Title>
          <Text c="dimmed">{t("security.setup.subtitle")}</Text>
        </Stack>
        {data.required && !hasActive && (
          <Alert color="yellow" title={t("security.setup.required")}>
            {t("security.setup.requiredDetail")}
          </Alert>
        )}
        {intended && hasActive && (
          <Group justify="flex-end">
            <Button onClick={finish}>{t("security.setup.continue")}</Button>
          </Group>
        )}
        <Stack gap="sm">
          {(["authenticator", "email", "sms"] as const).map(methodCard)}
          {/* Microsoft is linked by signing in with Microsoft on a connected company's portal. */}
          {byMethod.has("microsoft") && methodCard("microsoft")}
        </Stack>

        <Card withBorder radius="md" padding="lg">
          <Group justify="space-between" wrap="nowrap">
            <Group wrap="nowrap">
              <ThemeIcon variant="light" size={40} radius="md" color="grape">
                <IconLifebuoy size={20} />
              </ThemeIcon>
              <Stack gap={2}>
                <Text fw={600}>{t("security.setup.recoveryTitle")}</Text>
                <Text size="sm" c="dimmed">
                  {t("security.setup.recoveryRemaining", { count: data.recoveryCodesRemaining })}
                </Text>
              </Stack>
            </Group>
            <Button
              variant="default"
              size="xs"
              disabled={!hasActive}
              onClick={() => setPasswordAction({ kind: "regenerate" })}
              leftSection={<IconKey size={14} />}
            >
              {t("security.setup.regenerate")}
            </Button>
          </Group>
        </Card>

        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Group justify="space-between">
              <Stack gap={2}>
                <Text fw={600}>{t("security.setup.trustedTitle")}</Text>
                <Text size="sm" c="dimmed">
                  {t("security.setup.trustedHint")}
                </Text>
              </Stack>
              {data.trustedDevices.length > 1 && (
                <Button variant="subtle" color="red" size="xs" onClick={() => void revoke({})}>
                  {t("security.setup.revokeAll")}
                </Button>
              )}
            </Group>
            {data.trustedDevices.length === 0 && (
              <Text size="sm" c="dimmed">
                {t("security.setup.trustedNone")}
              </Text>
            )}
            {data.trustedDevices.map((device) => (
              <Group key={device.id} justify="space-between" wrap="nowrap">
                <Group wrap="nowrap" gap="sm">
                  <IconDeviceDesktop size={18} />
                  <Stack gap={0}>
                    <Text size="sm" lineClamp={1}>
                      {device.userAgent ?? t("security.setup.unknownDevice")}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {device.ipAddress} ·{" "}
                      {t("security.setup.trustedUntil", { date: formatDate(device.expiresAt) })}
                    </Text>
                  </Stack>
                </Group>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() => void revoke({ id: device.id })}
                >
                  {t("security.setup.revoke")}
                </Button>
              </Group>
            ))}
          </Stack>
        </Card>
      </Stack>

      <EnrolModal
        method={enrolling}
        onClose={() => setEnrolling(null)}
        onDone={(recoveryCodes) => {
          const method = enrolling;
          setEnrolling(null);
          if (method)
            notify({
              variant: "success",
              message: t("security.setup.methodOn", { method: t(`security.methods.${method}`) }),
            });
          if (recoveryCodes.length > 0) setCodes(recoveryCodes);
        }}
      />
      <PasswordPrompt
        opened={passwordAction !== null}
        busy={updating.isLoading || regenerating.isLoading}
        error={passwordError}
        onSubmit={(password) => void runPasswordAction(password)}
        onCancel={() => {
          setPasswordAction(null);
          setPasswordError(null);
        }}
      />
      <RecoveryCodesModal codes={codes} onClose={() => setCodes(null)} />
    </Container>
  );
}
