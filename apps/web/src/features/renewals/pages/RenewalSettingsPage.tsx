import "../../../i18n/strings/renewals.ts";
import {
  Alert,
  Button,
  Container,
  Group,
  List,
  NumberInput,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { renewalInvitationDate } from "@platform/domain/risks/policy-changes";
import { ZRenewalSettingsInput } from "@platform/domain/risks/renewal-views";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { CatalogueNav } from "../../../ui/catalogue/CatalogueNav.tsx";
import { QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { formatIsoDate } from "../../../ui/formatDate.ts";
import { useLoadOnce } from "../../../ui/forms/useLoadOnce.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useUnsavedChangesGuard } from "../../../ui/useUnsavedChangesGuard.tsx";
import { zodResolver } from "../../../ui/zodResolver.ts";
import { useRenewalSettingsQuery, useSaveRenewalSettingsMutation } from "../api.ts";

interface Values {
  invitationDays: number | "";
}
const validate = zodResolver(ZRenewalSettingsInput);
/** The example expiry the help text counts back from: the end of next June. */
const exampleExpiry = () => `${new Date().getUTCFullYear() + 1}-06-30`;

/**
 * `/company/renewal-settings`: when the hourly renewal job invites brokers to renew (days before
 * expiry, ManageProducts to change), and what happens to a renewal nobody binds (it lapses).
 */
export function RenewalSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("renewals.settings.title"));
  const { companyId, canManage } = useCatalogueCompany();
  const query = useRenewalSettingsQuery(companyId ?? 0, { skip: companyId === null });
  const [save, saving] = useSaveRenewalSettingsMutation();
  const form = useForm<Values>({
    initialValues: { invitationDays: 30 },
    validate: (values) => validate({ invitationDays: values.invitationDays }),
  });
  const { setInitialValues, setValues, resetDirty } = form;
  // Once per company: a refetch does not overwrite what is being typed.
  useLoadOnce(companyId, query.data, (data) => {
    setInitialValues(data);
    setValues(data);
    resetDirty(data);
  });
  const submit = form.onSubmit(async (values) => {
    if (companyId === null || values.invitationDays === "") return;
    const result = await save({ companyId, invitationDays: values.invitationDays });
    if (result.error) {
      form.setErrors(fieldErrors(result.error));
      return;
    }
    resetDirty(result.data);
    notifySuccess(t("renewals.settings.saved"));
  });
  const guard = useUnsavedChangesGuard({ when: form.isDirty() && canManage });
  const days = form.values.invitationDays;
  const expiry = exampleExpiry();

  return (
    <Container size="xl" py={{ base: "lg", sm: 40 }}>
      {guard}
      <CatalogueNav />
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {t("renewals.settings.title")}
        </Title>
        <Text c="dimmed">{t("renewals.settings.description")}</Text>
      </Stack>
      <QueryPanel
        isLoading={query.isLoading}
        error={query.error}
        item={t("renewals.settings.item")}
        onRetry={query.refetch}
      >
        <Stack gap="lg" maw={720}>
          {!canManage && <Alert color="gray">{t("renewals.settings.readOnly")}</Alert>}
          <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
            <form onSubmit={submit} noValidate>
              <Title order={2} fz="md" mb={4}>
                {t("renewals.settings.invitationTitle")}
              </Title>
              <Text size="sm" c="dimmed" mb="md">
                {t("renewals.settings.invitationHelp")}
              </Text>
              <NumberInput
                label={t("renewals.settings.invitationDays")}
                min={1}
                max={180}
                clampBehavior="none"
                allowDecimal={false}
                maw={260}
                readOnly={!canManage}
                data-testid="invitation-days"
                {...form.getInputProps("invitationDays")}
              />
              {typeof days === "number" && days >= 1 && days <= 180 && (
                <Text size="sm" mt="xs" data-testid="invitation-example">
                  {t("renewals.settings.example", {
                    expiry: formatIsoDate(expiry),
                    date: formatIsoDate(renewalInvitationDate(expiry, days)),
                  })}
                </Text>
              )}
              {canManage && (
                <Group mt="md">
                  <Button type="submit" loading={saving.isLoading} disabled={!form.isDirty()}>
                    {t("renewals.settings.save")}
                  </Button>
                </Group>
              )}
            </form>
          </Paper>
          <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
            <Title order={2} fz="md" mb={4}>
              {t("renewals.settings.lapseTitle")}
            </Title>
            <List size="sm" spacing={6}>
              <List.Item>{t("renewals.settings.lapseRule")}</List.Item>
              <List.Item>{t("renewals.settings.lapseInvitation")}</List.Item>
              <List.Item>{t("renewals.settings.lapseLatest")}</List.Item>
            </List>
          </Paper>
        </Stack>
      </QueryPanel>
    </Container>
  );
}
