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
import { useForm } from "@mantine/form";
import type { TLoginRequest } from "@platform/domain/schemas/auth";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { useLoginMutation } from "../../../api/authApi.ts";
import { rememberedEmail } from "../../../api/session.ts";
import { isTwoFactorChallenge, useStartTwoFactor } from "../../../app/session/useStartTwoFactor.ts";
import { AuthLayout } from "../../../ui/auth/AuthLayout.tsx";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { zodResolver } from "../../../ui/zodResolver.ts";
import { useSignedIn } from "../useSignedIn.ts";

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
  const initialEmail = rememberedEmail();
  // zod and the domain's schemas are not part of the first page: the form checks with them
  // once they have loaded (a blink later); a submit before that gets the server's 422 field
  // errors, which carry the same messages.
  const [validate, setValidate] = useState(() => (_values: TLoginRequest) => ({}));
  useEffect(() => {
    let mounted = true;
    void import("@platform/domain/schemas/auth").then(({ ZLoginRequest }) => {
      if (mounted) setValidate(() => zodResolver<TLoginRequest>(ZLoginRequest));
    });
    return () => {
      mounted = false;
    };
  }, []);
  const form = useForm<TLoginRequest>({
    mode: "controlled",
    initialValues: { email: initialEmail, password: "", remember: false },
    validate,
  });

  const submit = form.onSubmit(async (values) => {
    const result = await login(values);
    if (result.error) {
      form.setErrors(fieldErrors(result.error));
      return;
    }
    if (isTwoFactorChallenge(result.data)) {
      startTwoFactor(values.email);
      return;
    }
    await signedIn(result.data);
  });

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
            {...form.getInputProps("email")}
          />
          <PasswordInput
            label={t("auth.login.password")}
            autoComplete="current-password"
            required
            autoFocus={Boolean(initialEmail)}
            {...form.getInputProps("password")}
          />
          <Group justify="space-between">
            <Checkbox
              label={t("auth.login.remember")}
              {...form.getInputProps("remember", { type: "checkbox" })}
            />
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
