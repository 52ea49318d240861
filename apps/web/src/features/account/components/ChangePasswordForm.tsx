import "../../../i18n/strings/account.ts";
import { Button, Card, Group, PasswordInput, Stack, Text, Title } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import type { TChangePasswordRequest } from "../../../domain.ts";
import { PasswordRules } from "../../../ui/auth/PasswordRules.tsx";

interface Props {
  form: UseFormReturnType<TChangePasswordRequest>;
  saving: boolean;
  onSubmit: () => void;
}

export function ChangePasswordForm({ form, saving, onSubmit }: Props) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="xl">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        <Title order={2} fz="lg">
          {t("account.password.title")}
        </Title>
        <Text size="sm" c="dimmed" mt={4} mb="lg">
          {t("account.password.description")}
        </Text>
        <Stack gap="md">
          <PasswordInput
            label={t("account.password.current")}
            autoComplete="current-password"
            required
            {...form.getInputProps("current_password")}
          />
          <PasswordInput
            label={t("account.password.new")}
            autoComplete="new-password"
            required
            aria-describedby="new-password-rules"
            {...form.getInputProps("password")}
          />
          <PasswordRules id="new-password-rules" password={form.values.password} />
          <PasswordInput
            label={t("account.password.confirmation")}
            autoComplete="new-password"
            required
            {...form.getInputProps("password_confirmation")}
          />
          <Group justify="flex-end" mt="xs">
            <Button type="submit" loading={saving} disabled={!form.isDirty()}>
              {t("account.password.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
