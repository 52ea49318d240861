import "../../../i18n/strings/security.ts";
import { Anchor, Button, PasswordInput, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { useReturnToIntendedPath } from "../../../app/session/useFinishTwoFactor.ts";
import { useLogout } from "../../../app/session/useLogout.ts";
import { messages, passwordProblems } from "../../../domain.ts";
import { AuthLayout } from "../../../ui/auth/AuthLayout.tsx";
import { PasswordRules } from "../../../ui/auth/PasswordRules.tsx";
import { notify } from "../../../ui/notify.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useReplaceExpiredPasswordMutation } from "../api.ts";

/** /password-expired: where a 403 passwordExpired sends the user (SPEC §4). */
export function PasswordExpiredPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("security.expired.title"));
  const [replace, { isLoading }] = useReplaceExpiredPasswordMutation();
  const [logout] = useLogout();
  const finish = useReturnToIntendedPath();
  const form = useForm({
    initialValues: { current_password: "", password: "", password_confirmation: "" },
    validate: {
      current_password: (value) => (value ? null : messages.required),
      password: (value) => passwordProblems(value)[0] ?? null,
      password_confirmation: (value, values) =>
        value === values.password ? null : messages.passwordsDoNotMatch,
    },
  });
  const submit = form.onSubmit(async (values) => {
    const result = await replace(values);
    if (result.error) {
      form.setErrors(fieldErrors(result.error));
      return;
    }
    notify({ variant: "success", message: t("security.expired.done") });
    finish();
  });
  return (
    <AuthLayout title={t("security.expired.title")} subtitle={t("security.expired.subtitle")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={t("security.expired.current")}
            autoComplete="current-password"
            required
            autoFocus
            {...form.getInputProps("current_password")}
          />
          <PasswordInput
            label={t("security.expired.password")}
            autoComplete="new-password"
            required
            {...form.getInputProps("password")}
          />
          <PasswordRules password={form.values.password} />
          <PasswordInput
            label={t("security.expired.confirmation")}
            autoComplete="new-password"
            required
            {...form.getInputProps("password_confirmation")}
          />
          <Button type="submit" size="md" fullWidth loading={isLoading}>
            {t("security.expired.submit")}
          </Button>
          <Text size="sm" ta="center">
            <Anchor component="button" type="button" onClick={() => void logout()}>
              {t("security.verify.otherAccount")}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
