import "../../../i18n/strings/claims.ts";
import { Button, Container, Paper, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { useRepresentingCompany } from "../../../app/session/useRepresentingCompany.ts";
import { DateField } from "../../../ui/DateField.tsx";
import { localToday } from "../../../ui/localToday.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useCreateIncidentMutation } from "../api.ts";

/** Parties as typed, one per line: "name, role". */
const parseParties = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [name, ...role] = line.split(",");
      return { name: name!.trim(), role: role.join(",").trim() || null };
    });

/** `/incidents/new` (SPEC §2): a circumstance notified before it becomes a claim. */
export function NewIncidentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: companyId } = useRepresentingCompany();
  useDocumentTitle(t("claims.newIncident"));
  const [create, state] = useCreateIncidentMutation();
  const form = useForm({
    initialValues: {
      dateOfLoss: localToday(),
      dateFirstAdvised: localToday(),
      description: "",
      claimant: "",
      cause: "",
      parties: "",
      policyNumber: "",
    },
  });
  const submit = form.onSubmit(async ({ parties, ...values }) => {
    if (companyId === null) return;
    const result = await create({
      companyId,
      body: { ...values, parties: parseParties(parties) },
    });
    if (result.error) return form.setErrors(fieldErrors(result.error));
    notifySuccess(t("claims.incidentNotified", { reference: result.data.reference }));
    navigate(`/incidents/${result.data.id}`);
  });
  return (
    <Container size="sm" py={{ base: "md", sm: 40 }} px={{ base: "xs", sm: "md" }}>
      <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
        <Title order={1} fz={{ base: "xl", sm: "h2" }} mb="md">
          {t("claims.newIncident")}
        </Title>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <DateField label={t("claims.field.dateOfLoss")} {...form.getInputProps("dateOfLoss")} />
            <DateField
              label={t("claims.field.dateFirstAdvised")}
              minDate={form.values.dateOfLoss}
              {...form.getInputProps("dateFirstAdvised")}
            />
            <Textarea
              label={t("claims.field.description")}
              required
              autosize
              minRows={3}
              {...form.getInputProps("description")}
            />
            <Textarea
              label={t("claims.field.parties")}
              autosize
              minRows={2}
              {...form.getInputProps("parties")}
            />
            <TextInput label={t("claims.field.claimant")} {...form.getInputProps("claimant")} />
            <TextInput label={t("claims.field.cause")} {...form.getInputProps("cause")} />
            <TextInput
              label={t("claims.field.policyNumber")}
              description={t("claims.policyNumberHint")}
              {...form.getInputProps("policyNumber")}
            />
            <Button type="submit" loading={state.isLoading}>
              {t("claims.newIncident")}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
