import "../../../i18n/strings/security.ts";
import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorBody, fieldErrors } from "../../../api/apiErrors.ts";
import {
  type AuthenticatorEnrolment,
  type CodeMethod,
  useConfirmAuthenticatorMutation,
  useConfirmCodeMethodMutation,
  useStartAuthenticatorMutation,
  useStartCodeMethodMutation,
} from "../api.ts";

type Step = "password" | "code";

/**
 * Enrols one method: the password again, then the QR code and setup key (authenticator) or a
 * code sent by email or SMS, then the code that proves it. Recovery codes go to `onDone`.
 */
export function EnrolModal({
  method,
  onClose,
  onDone,
}: {
  method: "authenticator" | CodeMethod | null;
  onClose: () => void;
  onDone: (recoveryCodes: string[]) => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>("password");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [enrolment, setEnrolment] = useState<AuthenticatorEnrolment | null>(null);
  const [destination, setDestination] = useState<string | null>(null);
  const [startAuthenticator, startingApp] = useStartAuthenticatorMutation();
  const [startCode, startingCode] = useStartCodeMethodMutation();
  const [confirmAuthenticator, confirmingApp] = useConfirmAuthenticatorMutation();
  const [confirmCode, confirmingCode] = useConfirmCodeMethodMutation();

  const reset = () => {
    setStep("password");
    setPassword("");
    setCode("");
    setError(null);
    setEnrolment(null);
    setDestination(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const firstError = (result: { error?: unknown }) => {
    const fields = fieldErrors(result.error);
    return Object.values(fields)[0] ?? apiErrorBody(result.error)?.message ?? null;
  };

  const start = async () => {
    if (!method) return;
    setError(null);
    if (method === "authenticator") {
      const result = await startAuthenticator({ password });
      if (result.error) return setError(firstError(result));
      setEnrolment(result.data);
    } else {
      const result = await startCode({ method, password });
      if (result.error) return setError(firstError(result));
      setDestination(result.data.destination);
    }
    setStep("code");
  };

  const confirm = async () => {
    if (!method) return;
    setError(null);
    const result =
      method === "authenticator"
        ? await confirmAuthenticator({ code })
        : await confirmCode({ method, code });
    if (result.error) return setError(firstError(result));
    reset();
    onDone(result.data.recoveryCodes);
  };

  return (
    <Modal
      opened={method !== null}
      onClose={close}
      title={method ? t(`security.methods.${method}`) : ""}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
    >
      {step === "password" ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void start();
          }}
        >
          <Stack>
            <Text size="sm" c="dimmed">
              {t("security.setup.passwordHint")}
            </Text>
            <PasswordInput
              label={t("security.setup.password")}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={error ?? undefined}
              data-autofocus
              required
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t("security.setup.cancel")}
              </Button>
              <Button
                type="submit"
                loading={startingApp.isLoading || startingCode.isLoading}
                disabled={!password}
              >
                {t("security.setup.next")}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <Stack>
            {enrolment ? (
              <>
                <Text size="sm">{t("security.setup.scanHint")}</Text>
                <Image
                  src={enrolment.qrCode}
                  alt={t("security.setup.qrAlt")}
                  w={200}
                  h={200}
                  mx="auto"
                />
                <Stack gap={4}>
                  <Text size="sm" fw={500}>
                    {t("security.setup.manualKey")}
                  </Text>
                  <Group gap="xs" wrap="nowrap">
                    <Code fz="sm" data-testid="totp-secret" style={{ wordBreak: "break-all" }}>
                      {enrolment.secret}
                    </Code>
                    <CopyButton value={enrolment.secret}>
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
                <Text size="sm">{t("security.setup.enterCode")}</Text>
              </>
            ) : (
              <Alert color="blue" variant="light">
                {t("security.setup.codeSentHint", { destination: destination ?? "" })}
              </Alert>
            )}
            <TextInput
              label={t("security.verify.code")}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ""))}
              error={error ?? undefined}
              data-autofocus
              required
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t("security.setup.cancel")}
              </Button>
              <Button
                type="submit"
                loading={confirmingApp.isLoading || confirmingCode.isLoading}
                disabled={code.length !== 6}
              >
                {t("security.setup.confirm")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
