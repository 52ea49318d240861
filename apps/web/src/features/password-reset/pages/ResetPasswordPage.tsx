import "../../../i18n/strings/security.ts";
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { apiErrorBody, fieldErrors } from "../../../api/apiErrors.ts";
import { messages, passwordProblems } from "../../../domain.ts";
import { AuthLayout } from "../../../ui/auth/AuthLayout.tsx";
import { PasswordRules } from "../../../ui/auth/PasswordRules.tsx";
import { notify } from "../../../ui/notify.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useResetPasswordMutation } from "../api.ts";

/** Reset password from the emailed link (`?token=…&email=…`). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("security.reset.title"));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token") ?? "";
  const email = params.get("email") ?? "";
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [linkInvalid, setLinkInvalid] = useState(!token || !email);
  const form = useForm({
    initialValues: { password: "", password_confirmation: "" },
    validate: {
      password: (value) => passwordProblems(value)[0] ?? null,
      password_confirmation: (value, values) =>
        value === values.password ? null : messages.passwordsDoNotMatch,
    },
  });
  const submit = form.onSubmit(async (values) => {
    const result = await reset({ token, email, ...values });
    if (result.error) {
      const fields = fieldErrors(result.error);
      if (fields.token || apiErrorBody(result.error)?.message === messages.resetLinkInvalid) {
        setLinkInvalid(true);
        return;
      }
      form.setErrors(fields);
      return;
    }
    notify({ variant: "success", message: t("security.reset.done") });
    await navigate("/login", { replace: true });
  });

  return (
    <AuthLayout
      title={t("security.reset.title")}
      subtitle={t("security.reset.subtitle", { email })}
    >
      {linkInvalid ? (
        <Stack gap="md">
          <Alert color="red">{t("security.reset.invalid")}</Alert>
          <Button component={Link} to="/forgot-password" variant="default">
            {t("security.reset.requestNew")}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordInput
              label={t("security.reset.password")}
              autoComplete="new-password"
              required
              autoFocus
              {...form.getInputProps("password")}
            />
            <PasswordRules password={form.values.password} />
            <PasswordInput
              label={t("security.reset.confirmation")}
              autoComplete="new-password"
              required
              {...form.getInputProps("password_confirmation")}
            />
            <Button type="submit" size="md" fullWidth loading={isLoading}>
              {t("security.reset.submit")}
            </Button>
            <Text size="sm" ta="center">
              <Anchor component={Link} to="/login">
                {t("security.forgot.backToLogin")}
              </Anchor>
            </Text>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
