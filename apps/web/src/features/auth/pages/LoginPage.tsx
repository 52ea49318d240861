import "../../../i18n/strings/security.ts";
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import type { TLoginRequest } from "@platform/domain/schemas/auth";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { useLoginMutation } from "../../../api/authApi.ts";
import { rememberedEmail } from "../../../api/session.ts";
import { isOnPrerenderedPage } from "../../../app/prerendered/hydrating.ts";
import { isTwoFactorChallenge, useStartTwoFactor } from "../../../app/session/useStartTwoFactor.ts";
import { AuthLayout } from "../../../ui/auth/AuthLayout.tsx";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { zodResolver } from "../../../ui/zodResolver.ts";
import { useSignedIn } from "../useSignedIn.ts";

// zod and the domain's schemas are not part of the page's load: evaluating them took a long task
// on a slow phone while nobody had typed anything. They load on the first submit, when a wait is
// expected anyway, and check the form with the API's own rules and messages. If they cannot be
// loaded (connection lost), the server's 422 field errors carry the same messages.
type Validate = (values: TLoginRequest) => Record<string, string>;
let validation: Promise<Validate> | undefined;
const loginValidation = () => {
  validation ??= import("@platform/domain/schemas/auth").then(
    ({ ZLoginRequest }) => zodResolver<TLoginRequest>(ZLoginRequest),
    (): Validate => {
      validation = undefined;
      return () => ({});
    },
  );
  return validation;
};

/**
 * `alternatives` are other ways to sign in (Microsoft), composed in by the router so that this
 * feature does not import another.
 */
export function LoginPage({ alternatives }: { alternatives?: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t("common.login"));
  const [login, { isLoading }] = useLoginMutation();
  const signedIn = useSignedIn();
  const startTwoFactor = useStartTwoFactor();
  // Prerendered, the markup was rendered with no email: the remembered one arrives in the field
  // itself (public/after-paint.js), which is what the form reads.
  const [initialEmail] = useState(() => (isOnPrerenderedPage() ? "" : rememberedEmail()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clearError = (field: string) => () =>
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });

  // The fields are the browser's own (uncontrolled): what someone typed before the app took over
  // the prerendered page is what is sent, and nothing the app renders can overwrite it.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const values: TLoginRequest = {
      email: String(fields.get("email") ?? ""),
      password: String(fields.get("password") ?? ""),
      remember: fields.get("remember") !== null,
    };
    const problems = (await loginValidation())(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const result = await login(values);
    if (result.error) {
      setErrors(fieldErrors(result.error));
      return;
    }
    if (isTwoFactorChallenge(result.data)) {
      startTwoFactor(values.email);
      return;
    }
    await signedIn(result.data);
  };

  return (
    <AuthLayout title={t("auth.login.title")} subtitle={t("auth.login.subtitle")}>
      {alternatives}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t("auth.login.email")}
            type="email"
            autoComplete="username"
            required
            autoFocus={!initialEmail}
            name="email"
            defaultValue={initialEmail}
            error={errors.email}
            onChange={clearError("email")}
          />
          <PasswordInput
            label={t("auth.login.password")}
            autoComplete="current-password"
            required
            autoFocus={Boolean(initialEmail)}
            name="password"
            error={errors.password}
            onChange={clearError("password")}
          />
          <Group justify="space-between">
            <Checkbox label={t("auth.login.remember")} name="remember" />
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t("security.forgot.link")}
            </Anchor>
          </Group>
          <Button type="submit" size="md" loading={isLoading} fullWidth mt="xs">
            {t("auth.login.submit")}
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            {t("auth.login.noAccount")}{" "}
            <Anchor component={Link} to="/register" fw={600}>
              {t("auth.login.createAccount")}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
