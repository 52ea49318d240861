import "../../../i18n/strings/security.ts";
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { apiErrorBody, fieldErrors, httpStatus } from "../../../api/apiErrors.ts";
import { apiUrl } from "../../../api/config.ts";
import { storedIntendedPath } from "../../../api/session.ts";
import { selectIntendedPath } from "../../../api/sessionSlice.ts";
import { useAppSelector } from "../../../app/hooks.ts";
import { useReturnToIntendedPath } from "../../../app/session/useFinishTwoFactor.ts";
import { useLogout } from "../../../app/session/useLogout.ts";
import { usePortalHandle } from "../../../app/session/usePortal.ts";
import { messages } from "../../../domain.ts";
import { AuthLayout } from "../../../ui/auth/AuthLayout.tsx";
import { FullScreenLoader } from "../../../ui/FullScreenLoader.tsx";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import {
  type TwoFactorMethod,
  useGetPendingTwoFactorQuery,
  useSendTwoFactorCodeMutation,
  useVerifyTwoFactorMutation,
} from "../api.ts";

type Choice = TwoFactorMethod | "recovery";

/** /two-factor-auth/verify: the second step of sign-in, by any method the user has on. */
export function TwoFactorVerifyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("security.verify.title"));
  const pending = useGetPendingTwoFactorQuery();
  const [verify, verifying] = useVerifyTwoFactorMutation();
  const [send, sending] = useSendTwoFactorCodeMutation();
  const [logout] = useLogout();
  const finish = useReturnToIntendedPath();
  const intended = useAppSelector(selectIntendedPath);
  const portalHandle = usePortalHandle();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [code, setCode] = useState("");
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<Partial<Record<Choice, string>>>({});

  const methods = pending.data?.methods ?? [];
  useEffect(() => {
    if (!choice && pending.data) setChoice(pending.data.defaultMethod ?? "recovery");
  }, [choice, pending.data]);

  const options = useMemo(
    () => [
      ...methods.map((m) => ({ value: m.method, label: t(`security.methods.${m.method}`) })),
      { value: "recovery", label: t("security.methods.recovery") },
    ],
    [methods, t],
  );

  if (pending.isLoading) return <FullScreenLoader />;
  if (httpStatus(pending.error) === 401) return <Navigate to="/login" replace />;

  const current = methods.find((m) => m.method === choice);
  const isCodeMethod = choice === "email" || choice === "sms";

  const sendCode = async () => {
    if (choice !== "email" && choice !== "sms") return;
    setError(null);
    const result = await send({ method: choice });
    if (result.error) {
      setError(apiErrorBody(result.error)?.message ?? null);
      return;
    }
    setSentTo((previous) => ({ ...previous, [choice]: result.data.destination ?? "" }));
  };

  const submit = async () => {
    if (!choice) return;
    setError(null);
    const result = await verify(
      choice === "recovery"
        ? { recoveryCode: code, trustDevice }
        : { method: choice, code, trustDevice },
    );
    if (result.error) {
      const fields = fieldErrors(result.error);
      setError(fields.code ?? apiErrorBody(result.error)?.message ?? messages.unknownError);
      return;
    }
    finish();
  };

  return (
    <AuthLayout title={t("security.verify.title")} subtitle={t("security.verify.subtitle")}>
      <Stack gap="md">
        {options.length > 1 && (
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t("security.verify.chooseMethod")}
            </Text>
            <SegmentedControl
              fullWidth
              data={options}
              value={choice ?? ""}
              onChange={(value) => {
                setChoice(value as Choice);
                setCode("");
                setError(null);
              }}
            />
          </Stack>
        )}
        {methods.length === 0 && <Alert color="yellow">{t("security.verify.noMethods")}</Alert>}

        {choice === "microsoft" ? (
          <Button
            component="a"
            href={apiUrl(
              `/microsoft/login?${new URLSearchParams({
                intent: "2fa",
                returnTo: intended ?? storedIntendedPath() ?? "/",
                ...(portalHandle ? { companyHandle: portalHandle } : {}),
              }).toString()}`,
            )}
            variant="default"
            size="md"
          >
            {t("security.verify.microsoft")}
          </Button>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Stack gap="md">
              {choice === "authenticator" && (
                <Text size="sm" c="dimmed">
                  {t("security.verify.codeFromApp")}
                </Text>
              )}
              {choice === "recovery" && (
                <Text size="sm" c="dimmed">
                  {t("security.verify.recoveryHint")}
                </Text>
              )}
              {isCodeMethod && (
                <Group justify="space-between" align="center" wrap="nowrap">
                  <Text size="sm" c="dimmed">
                    {sentTo[choice]
                      ? t("security.verify.codeSent", { destination: sentTo[choice] })
                      : (current?.destination ?? "")}
                  </Text>
                  <Button
                    variant="light"
                    size="xs"
                    style={{ flexShrink: 0 }}
                    onClick={() => void sendCode()}
                    loading={sending.isLoading}
                  >
                    {sentTo[choice]
                      ? t("security.verify.resendCode")
                      : t("security.verify.sendCode")}
                  </Button>
                </Group>
              )}
              <TextInput
                label={
                  choice === "recovery"
                    ? t("security.verify.recoveryCode")
                    : t("security.verify.code")
                }
                inputMode={choice === "recovery" ? "text" : "numeric"}
                autoComplete="one-time-code"
                maxLength={choice === "recovery" ? 32 : 6}
                value={code}
                onChange={(event) =>
                  setCode(
                    choice === "recovery"
                      ? event.currentTarget.value
                      : event.currentTarget.value.replace(/\D/g, ""),
                  )
                }
                error={error ?? undefined}
                autoFocus
                required
              />
              <Checkbox
                label={t("security.verify.trustDevice")}
                checked={trustDevice}
                onChange={(event) => setTrustDevice(event.currentTarget.checked)}
              />
              <Button
                type="submit"
                size="md"
                fullWidth
                loading={verifying.isLoading}
                disabled={choice === "recovery" ? code.trim().length < 10 : code.length !== 6}
              >
                {t("security.verify.submit")}
              </Button>
            </Stack>
          </form>
        )}
        <Text size="sm" ta="center">
          <Anchor component="button" type="button" onClick={() => void logout()}>
            {t("security.verify.otherAccount")}
          </Anchor>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
