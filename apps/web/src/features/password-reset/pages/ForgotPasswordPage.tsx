import "../../../i18n/strings/security.ts";
import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { rememberedEmail } from "../../../api/session.ts";
import { messages } from "../../../domain.ts";
import { AuthLayout } from "../../../ui/auth/AuthLayout.tsx";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useForgotPasswordMutation } from "../api.ts";

/** Forgot password: always the neutral reply of SPEC §8, whether or not the account exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("security.forgot.title"));
  const [forgot, { isLoading }] = useForgotPasswordMutation();
  const [sent, setSent] = useState(false);
  const form = useForm({
    initialValues: { email: rememberedEmail() },
    validate: { email: (value) => (value.trim() ? null : messages.required) },
  });
  const submit = form.onSubmit(async (values) => {
    const result = await forgot({ email: values.email.trim() });
    if (result.error) {
      form.setErrors(fieldErrors(result.error));
      return;
    }
    setSent(true);
  });
  return (
    <AuthLayout title={t("security.forgot.title")} subtitle={t("security.forgot.subtitle")}>
      <Stack gap="md">
        {sent ? (
          <Alert color="blue" role="status">
            {t("security.forgot.sent")}
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <TextInput
                label={t("security.forgot.email")}
                type="email"
                autoComplete="username"
                required
                autoFocus
                {...form.getInputProps("email")}
              />
              <Button type="submit" size="md" fullWidth loading={isLoading}>
                {t("security.forgot.submit")}
              </Button>
            </Stack>
          </form>
        )}
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login">
            {t("security.forgot.backToLogin")}
          </Anchor>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
