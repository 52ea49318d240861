import "../../../i18n/strings/agreements.ts";
import { Button, Group, Modal, Select, Stack, Switch, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type TSyndicateInput, ZSyndicate } from "@platform/domain/binding-agreements/schemas";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { zodResolver } from "../../../ui/zodResolver.ts";
import {
  type TSyndicateRow,
  useCreateSyndicateMutation,
  useInsurerCompaniesQuery,
  useUpdateSyndicateMutation,
} from "../api.ts";

interface Values {
  name: string;
  lloydsNumber: string;
  insurerCompanyId: string | null;
  managingAgent: string;
  active: boolean;
}
const toValues = (row?: TSyndicateRow): Values => ({
  name: row?.name ?? "",
  lloydsNumber: row?.lloydsNumber ?? "",
  insurerCompanyId: row?.insurerCompanyId ? String(row.insurerCompanyId) : null,
  managingAgent: row?.managingAgent ?? "",
  active: row?.active ?? true,
});
const toRequest = (values: Values): TSyndicateInput => ({
  ...values,
  insurerCompanyId: values.insurerCompanyId ? Number(values.insurerCompanyId) : null,
});
const validate = zodResolver(ZSyndicate);

/** Create or edit one syndicate: a Lloyd's number or an insurer company carries the capacity. */
export function SyndicateModal({
  companyId,
  syndicate,
  onClose,
}: {
  companyId: number;
  syndicate?: TSyndicateRow;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: toValues(syndicate),
    validate: (values) => validate(toRequest(values)),
  });
  const insurers = useInsurerCompaniesQuery();
  const [create, createState] = useCreateSyndicateMutation();
  const [update, updateState] = useUpdateSyndicateMutation();

  const submit = form.onSubmit(async (values) => {
    const body = toRequest(values);
    const result = syndicate
      ? await update({ companyId, syndicateId: syndicate.id, body })
      : await create({ companyId, body });
    if (result.error) {
      form.setErrors(fieldErrors(result.error));
      return;
    }
    notifySuccess(t(syndicate ? "agreements.syndicates.saved" : "agreements.syndicates.created"));
    onClose();
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={syndicate ? t("agreements.syndicates.edit") : t("agreements.syndicates.new")}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t("agreements.syndicates.name")}
            required
            data-autofocus
            {...form.getInputProps("name")}
          />
          <TextInput
            label={t("agreements.syndicates.lloydsNumber")}
            inputMode="numeric"
            {...form.getInputProps("lloydsNumber")}
          />
          <Select
            label={t("agreements.syndicates.insurer")}
            description={t("agreements.syndicates.insurerHint")}
            data={(insurers.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            searchable
            clearable
            nothingFoundMessage="—"
            {...form.getInputProps("insurerCompanyId")}
          />
          <TextInput
            label={t("agreements.syndicates.managingAgent")}
            {...form.getInputProps("managingAgent")}
          />
          <Switch
            label={t("agreements.syndicates.active")}
            {...form.getInputProps("active", { type: "checkbox" })}
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={createState.isLoading || updateState.isLoading}>
              {t("common.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
