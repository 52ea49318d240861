import "../../../i18n/strings/claims.ts";
import {
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import type { TClaimView } from "@platform/domain/claims/schemas";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { DateField } from "../../../ui/DateField.tsx";
import { localToday } from "../../../ui/localToday.ts";
import { notifyError, notifySuccess } from "../../../ui/notify.ts";
import { useClaimActionMutation, useLegalFirmsQuery } from "../api.ts";

/** What the acting company may do on a claim: money, status, appointment, advice, conversion. */
export function ClaimActions({
  companyId,
  claim,
  base,
}: {
  companyId: number;
  claim: TClaimView;
  base: "/claims" | "/incidents";
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [act, state] = useClaimActionMutation();
  const { can } = claim;
  const kinds = [
    ...(can.reserve ? [{ value: "reserve", label: t("claims.movement.reserve") }] : []),
    ...(can.payIndemnity || can.payFees
      ? [{ value: "payment", label: t("claims.movement.payment") }]
      : []),
  ];
  const movement = useForm({
    initialValues: {
      kind: kinds[0]?.value ?? "payment",
      category: can.payIndemnity ? "indemnity" : "fees",
      amount: "",
      movementDate: localToday(),
      note: "",
    },
  });
  const advice = useForm({ initialValues: { advice: claim.advice ?? "" } });
  const appoint = useForm({
    initialValues: { legalCompanyId: claim.legalCompany ? String(claim.legalCompany.id) : "" },
  });
  const convert = useForm({ initialValues: { estimate: "", policyNumber: "" } });
  const firms = useLegalFirmsQuery(undefined, { skip: !can.appoint });

  const run = async (
    action: "movements" | "status" | "legal" | "advice" | "convert",
    body: Record<string, unknown>,
    form?: { setErrors: (e: Record<string, string>) => void; reset?: () => void },
  ) => {
    const result = await act({ companyId, id: claim.id, action, body });
    if (result.error) {
      const errors = fieldErrors(result.error);
      if (form && Object.keys(errors).length > 0) return form.setErrors(errors);
      const message = (result.error as { data?: { message?: string } }).data?.message;
      return notifyError(message ?? t("claims.saved"));
    }
    notifySuccess(t("claims.saved"));
    form?.reset?.();
    if (action === "convert") navigate(`${base}/${result.data.id}`);
  };

  const categories = [
    ...(can.payIndemnity || can.reserve
      ? [{ value: "indemnity", label: t("claims.movement.indemnity") }]
      : []),
    { value: "fees", label: t("claims.movement.fees") },
  ];
  const anything =
    kinds.length > 0 || can.statuses.length > 0 || can.appoint || can.advise || can.convert;
  if (!anything) return null;
  return (
    <Stack gap="md" data-testid="claim-actions">
      {kinds.length > 0 && (
        <Paper withBorder radius="md" p="md">
          <Title order={3} fz="md" mb="xs">
            {can.reserve ? t("claims.recordMovement") : t("claims.addCost")}
          </Title>
          <form
            noValidate
            onSubmit={movement.onSubmit((v) => run("movements", v, movement))}
            data-testid="movement-form"
          >
            <Stack gap="xs">
              <SimpleGrid cols={2} spacing="xs">
                <Select
                  label={t("claims.field.kind")}
                  data={kinds}
                  allowDeselect={false}
                  data-testid="movement-kind"
                  {...movement.getInputProps("kind")}
                />
                <Select
                  label={t("claims.field.category")}
                  data={categories}
                  allowDeselect={false}
                  data-testid="movement-category"
                  {...movement.getInputProps("category")}
                />
              </SimpleGrid>
              <SimpleGrid cols={2} spacing="xs">
                <TextInput
                  label={t("claims.field.amount")}
                  inputMode="decimal"
                  leftSection="$"
                  data-testid="movement-amount"
                  {...movement.getInputProps("amount")}
                />
                <DateField
                  label={t("claims.field.movementDate")}
                  {...movement.getInputProps("movementDate")}
                />
              </SimpleGrid>
              <TextInput label={t("claims.field.note")} {...movement.getInputProps("note")} />
              <Button type="submit" loading={state.isLoading} data-testid="movement-submit">
                {t("claims.record")}
              </Button>
            </Stack>
          </form>
        </Paper>
      )}
      {can.statuses.length > 0 && (
        <Paper withBorder radius="md" p="md">
          <Title order={3} fz="md" mb="xs">
            {t("claims.statusTitle")}
          </Title>
          <Group gap="xs" wrap="wrap" data-testid="status-actions">
            {can.statuses.map((status) => (
              <Button
                key={status}
                variant="light"
                size="xs"
                loading={state.isLoading}
                data-testid={`status-${status}`}
                onClick={() => run("status", { status })}
              >
                {t("claims.moveTo", { status: t(`claims.status.${status as "open"}`) })}
              </Button>
            ))}
          </Group>
        </Paper>
      )}
      {can.appoint && (
        <Paper withBorder radius="md" p="md">
          <Title order={3} fz="md" mb="xs">
            {t("claims.field.legalFirm")}
          </Title>
          <form
            noValidate
            onSubmit={appoint.onSubmit((v) =>
              // An empty choice is left out: the server answers "Choose a legal firm" beside it.
              run(
                "legal",
                v.legalCompanyId ? { legalCompanyId: Number(v.legalCompanyId) } : {},
                appoint,
              ),
            )}
          >
            <Stack gap="xs">
              <Select
                aria-label={t("claims.field.legalFirm")}
                placeholder={t("claims.chooseLegalFirm")}
                data={(firms.data?.data ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
                searchable
                data-testid="legal-firm"
                {...appoint.getInputProps("legalCompanyId")}
              />
              <Group gap="xs" justify="flex-end">
                {claim.legalCompany && (
                  <Button
                    variant="subtle"
                    color="red"
                    loading={state.isLoading}
                    onClick={() => run("legal", { legalCompanyId: null })}
                    data-testid="legal-release"
                  >
                    {t("claims.release", { name: claim.legalCompany.name })}
                  </Button>
                )}
                <Button type="submit" loading={state.isLoading} data-testid="legal-appoint">
                  {t("claims.appoint")}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
      {can.advise && (
        <Paper withBorder radius="md" p="md">
          <form noValidate onSubmit={advice.onSubmit((v) => run("advice", v, advice))}>
            <Stack gap="xs">
              <Textarea
                label={t("claims.field.advice")}
                autosize
                minRows={2}
                {...advice.getInputProps("advice")}
              />
              <Group justify="flex-end">
                <Button type="submit" variant="light" loading={state.isLoading}>
                  {t("claims.saveAdvice")}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
      {can.convert && (
        <Paper withBorder radius="md" p="md">
          <Title order={3} fz="md" mb="xs">
            {t("claims.convert")}
          </Title>
          <form noValidate onSubmit={convert.onSubmit((v) => run("convert", v, convert))}>
            <Group align="flex-start" wrap="wrap" grow>
              <TextInput
                label={t("claims.field.estimate")}
                inputMode="decimal"
                leftSection="$"
                {...convert.getInputProps("estimate")}
              />
              {!claim.policy && (
                <TextInput
                  label={t("claims.field.policyNumber")}
                  {...convert.getInputProps("policyNumber")}
                />
              )}
            </Group>
            <Group justify="flex-end" mt="xs">
              <Button type="submit" loading={state.isLoading}>
                {t("claims.convert")}
              </Button>
            </Group>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
