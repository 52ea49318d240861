import "../../../../i18n/strings/risks.ts";
import { Alert, Center, Loader, Stack } from "@mantine/core";
import type { ProposalForm } from "@platform/domain/proposal-form/index";
import { useTranslation } from "react-i18next";
import { type Answers, ProposalFormView } from "../../../../ui/proposal-form/ProposalFormView.tsx";

/** Step 4: the proposal form of the pinned product version; progress can be saved incomplete. */
export function ProposalStep({
  form,
  isLoading,
  failed,
  answers,
  onChange,
  errors,
  prefilled,
}: {
  form: ProposalForm | undefined;
  isLoading: boolean;
  failed: boolean;
  answers: Answers;
  onChange: (answers: Answers) => void;
  errors: Record<string, string[]>;
  prefilled: boolean;
}) {
  const { t } = useTranslation();
  if (isLoading) {
    return (
      <Center py="xl" aria-busy="true">
        <Loader size="sm" aria-label={t("risks.flow.formLoading")} />
      </Center>
    );
  }
  if (failed || !form) return <Alert color="red">{t("risks.flow.formUnavailable")}</Alert>;
  return (
    <Stack gap="md">
      {prefilled && (
        <Alert color="blue" variant="light">
          {t("risks.flow.prefilled")}
        </Alert>
      )}
      <ProposalFormView form={form} value={answers} onChange={onChange} errors={errors} />
    </Stack>
  );
}
