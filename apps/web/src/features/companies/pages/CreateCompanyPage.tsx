import "../../../i18n/strings/companies.ts";
import { Alert, Button, Card, Container, Grid, Group, Stack, Text, Title } from "@mantine/core";
import type { TCreateCompanyRequest } from "@platform/domain/schemas/company";
import { IconHourglass, IconMailOpened } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCurrentUser } from "../../../app/session/useCurrentUser.ts";
import { CompanyType, type CompanyTypeId, isSystemUser } from "../../../domain.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useUnsavedChangesGuard } from "../../../ui/useUnsavedChangesGuard.tsx";
import { useCreateCompanyMutation, useGetCompanyQuery, useLazyGetCompanyQuery } from "../api.ts";
import { CompanyFields } from "../components/CompanyFields.tsx";
import { companyHomeUrl, portalUrl } from "../portalHost.ts";
import { isFullCompany } from "../types.ts";
import { useChooseCompany } from "../useChooseCompany.ts";
import { emptyCompanyValues, useCompanyForm } from "../useCompanyForm.ts";
import { useHandleSuggestion } from "../useHandleSuggestion.tsx";

const hostOf = (handle: string) => new URL(portalUrl(handle)).host;

function Pending({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const company = useGetCompanyQuery(companyId);
  return (
    <Container size={560} py={64}>
      <Card withBorder radius="lg" padding="xl">
        <Stack align="center" ta="center" gap="md">
          <IconHourglass size={44} color="var(--mantine-color-orange-6)" />
          <Title order={1} fz={24}>
            {t("companies.create.pendingTitle")}
          </Title>
          <Text c="dimmed">
            {t("companies.create.pendingBody", { name: company.data?.name ?? "" })}
          </Text>
          <Button component={Link} to="/">
            {t("common.goHome")}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}

/**
 * Create company (SPEC §2): a user with no company registers one (or accepts an invitation);
 * the registering user becomes its administrator.
 */
export function CreateCompanyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("companies.create.title"));
  const { user } = useCurrentUser();
  const choose = useChooseCompany();
  const [create, creation] = useCreateCompanyMutation();
  const [readCompany] = useLazyGetCompanyQuery();
  const { form, submit } = useCompanyForm("create", emptyCompanyValues);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const handleSuggestion = useHandleSuggestion(form);
  const allowedTypes: CompanyTypeId[] | undefined =
    user && isSystemUser(user) ? Object.values(CompanyType) : undefined;

  const save = async () => {
    const created = await submit((body) => create(body as TCreateCompanyRequest));
    if (!created) return false;
    const values = form.getValues();
    notifySuccess(t("companies.create.created", { name: values.name }));
    return created;
  };
  const guard = useUnsavedChangesGuard({ when: form.isDirty() && pendingId === null });

  const onSubmit = async () => {
    const created = await save();
    if (!created) return;
    const handle = form.getValues().handle.trim().toLowerCase();
    // The company is active at once unless the platform approves new companies by hand.
    const refreshed = (await readCompany(created.id)).data;
    if (refreshed && isFullCompany(refreshed) && refreshed.isActive) {
      choose(created.id);
      window.location.assign(companyHomeUrl(handle));
    } else {
      setPendingId(created.id);
    }
  };

  if (pendingId !== null) return <Pending companyId={pendingId} />;

  return (
    <Container size="lg" py={{ base: "md", sm: 48 }}>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap={6} mb="lg">
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {t("companies.create.title")}
            </Title>
            <Text c="dimmed">{t("companies.create.description")}</Text>
          </Stack>
          <Card withBorder radius="lg" padding="xl">
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void onSubmit();
              }}
            >
              <CompanyFields
                form={form}
                mode="create"
                allowedTypes={allowedTypes}
                portalHost={hostOf}
                handleStatus={handleSuggestion.status}
                onHandleTyped={handleSuggestion.onHandleTyped}
              />
              <Group justify="flex-end" mt="xl">
                <Button type="submit" loading={creation.isLoading}>
                  {t("companies.create.submit")}
                </Button>
              </Group>
            </form>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Alert
            variant="light"
            color="blue"
            radius="lg"
            icon={<IconMailOpened size={20} />}
            title={t("companies.create.invitationTitle")}
            mt={{ base: 0, md: 90 }}
          >
            {t("companies.create.invitationBody")}
          </Alert>
        </Grid.Col>
      </Grid>
      {guard}
    </Container>
  );
}
