import "../../../i18n/strings/account.ts";
import {
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { ContactMethod, type ContactMethodId, type Theme, themes } from "../../../domain.ts";

export interface ProfileValues {
  name: string;
  phone: string;
  preferredContactMethod: string;
  theme: Theme;
}

const contactMethodKeys = {
  [ContactMethod.Email]: "Email",
  [ContactMethod.Phone]: "Phone",
  [ContactMethod.None]: "None",
} as const satisfies Record<ContactMethodId, string>;

interface Props {
  form: UseFormReturnType<ProfileValues>;
  email: string;
  saving: boolean;
  onSubmit: () => void;
}

/** Name, phone, preferred contact method and theme (SPEC §3 user). */
export function ProfileForm({ form, email, saving, onSubmit }: Props) {
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
        <Title order={2} fz="lg" mb="lg">
          {t("account.profile.title")}
        </Title>
        <Stack gap="md">
          <TextInput
            label={t("account.profile.name")}
            autoComplete="name"
            required
            {...form.getInputProps("name")}
          />
          <TextInput
            label={t("account.profile.email")}
            value={email}
            readOnly
            description={t("account.profile.emailHint")}
            variant="filled"
          />
          <TextInput
            label={t("account.profile.phone")}
            type="tel"
            autoComplete="tel"
            description={t("account.profile.phoneHint")}
            {...form.getInputProps("phone")}
          />
          <Stack gap={6}>
            <Text size="sm" fw={500} id="contact-method-label">
              {t("account.profile.preferredContactMethod")}
            </Text>
            <SegmentedControl
              aria-labelledby="contact-method-label"
              data={Object.entries(contactMethodKeys).map(([id, key]) => ({
                value: id,
                label: t(`account.profile.contactMethods.${key}`),
              }))}
              {...form.getInputProps("preferredContactMethod")}
            />
          </Stack>
          <Stack gap={6}>
            <Text size="sm" fw={500} id="theme-label">
              {t("account.profile.theme")}
            </Text>
            <SegmentedControl
              aria-labelledby="theme-label"
              data={themes.map((theme) => ({
                value: theme,
                label: t(`shell.userMenu.themes.${theme}`),
              }))}
              {...form.getInputProps("theme")}
            />
          </Stack>
          <Group justify="flex-end" mt="xs">
            <Button
              variant="default"
              disabled={!form.isDirty() || saving}
              onClick={() => form.reset()}
            >
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={saving} disabled={!form.isDirty()}>
              {t("common.saveChanges")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
