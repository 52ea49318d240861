import "../../../i18n/strings/account.ts";
import { Container, Grid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../../app/session/useCurrentUser.ts";
import type { TUser } from "../../../domain.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useUnsavedChangesGuard } from "../../../ui/useUnsavedChangesGuard.tsx";
import { AccountDetails } from "../components/AccountDetails.tsx";
import { ChangePasswordForm } from "../components/ChangePasswordForm.tsx";
import { ProfileForm } from "../components/ProfileForm.tsx";
import { SecurityLinks } from "../components/SecurityLinks.tsx";
import { useChangePasswordForm } from "../useChangePasswordForm.ts";
import { useProfileForm } from "../useProfileForm.ts";

export function AccountPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return <AccountScreen user={user} />;
}

function AccountScreen({ user }: { user: TUser }) {
  const { t } = useTranslation();
  useDocumentTitle(t("account.title"));
  const profile = useProfileForm(user);
  const password = useChangePasswordForm();
  const profileDirty = profile.form.isDirty();
  const passwordDirty = password.form.isDirty();

  const guard = useUnsavedChangesGuard({
    when: profileDirty || passwordDirty,
    onSave: async () => {
      const profileSaved = profileDirty ? await profile.save() : true;
      const passwordSaved = passwordDirty ? await password.save() : true;
      return profileSaved && passwordSaved;
    },
  });

  return (
    <Container size="lg" py={{ base: "lg", sm: 48 }}>
      <Stack gap={4} mb="xl">
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {t("account.title")}
        </Title>
        <Text c="dimmed">{t("account.subtitle")}</Text>
      </Stack>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <ProfileForm
              form={profile.form}
              email={user.email}
              saving={profile.saving}
              onSubmit={() => void profile.save()}
            />
            <ChangePasswordForm
              form={password.form}
              saving={password.saving}
              onSubmit={() => void password.save()}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <AccountDetails user={user} />
            <SecurityLinks />
          </Stack>
        </Grid.Col>
      </Grid>
      {guard}
    </Container>
  );
}
