import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type TRegisterRequest, ZRegisterRequest } from "@platform/domain/schemas/auth";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { useRegisterMutation } from "../../../api/authApi.ts";
import { AuthLayout } from "../../../ui/auth/AuthLayout.tsx";
import { PasswordRules } from "../../../ui/auth/PasswordRules.tsx";
import { notifySuccess } from "../../../ui/notify.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { zodResolver } from "../../../ui/zodResolver.ts";
import { useSignedIn } from "../useSignedIn.ts";

export function RegisterPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("common.register"));
  const [register, { isLoading }] = useRegisterMutation();
  const signedIn = useSignedIn();
  const form = useForm<TRegisterRequest>({
    mode: "controlled",
    initialValues: { name: "", email: "", password: "", password_confirmation: "" },
    validate: zodResolver<TRegisterRequest>(ZRegisterRequest),
  });

  const submit = form.onSubmit(async (values) => {
    const result = await register(values);
    if (result.error) {
      form.setErrors(fieldErrors(result.error));
      return;
    }
    notifySuccess(t("auth.register.created", { name: result.data.name }));
    await signedIn(result.data);
  });

  return (
    <AuthLayout title={t("auth.register.title")} subtitle={t("auth.register.subtitle")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t("auth.register.name")}
            autoComplete="name"
            required
            autoFocus
            {...form.getInputProps("name")}
          />
          <TextInput
            label={t("auth.register.email")}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps("email")}
          />
          <PasswordInput
            label={t("auth.register.password")}
            autoComplete="new-password"
            required
            aria-describedby="password-rules"
            {...form.getInputProps("password")}
          />
          <PasswordRules id="password-rules" password={form.values.password} />
          <PasswordInput
            label={t("auth.register.passwordConfirmation")}
            autoComplete="new-password"
            required
            {...form.getInputProps("password_confirmation")}
          />
          <Text size="xs" c="dimmed">
            <Trans
              i18nKey="auth.register.agreement"
              components={{
                terms: (
                  <Anchor
                    component={Link}
                    to="/legal/au/terms-of-use"
                    size="xs"
                    underline="always"
                  />
                ),
                privacy: (
                  <Anchor
                    component={Link}
                    to="/legal/au/privacy-policy"
                    size="xs"
                    underline="always"
                  />
                ),
              }}
            />
          </Text>
          <Button type="submit" size="md" loading={isLoading} fullWidth>
            {t("auth.register.submit")}
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            {t("auth.register.haveAccount")}{" "}
            <Anchor component={Link} to="/login" fw={600}>
              {t("auth.register.logIn")}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
