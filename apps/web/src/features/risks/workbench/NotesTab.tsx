import "../../../i18n/strings/risks.ts";
import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { riskFieldMessages } from "@platform/domain/risks/schemas";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { useAddRiskNoteMutation, useRiskNotesQuery } from "../api.ts";
import { EntryList, stamp } from "./EntryList.tsx";

/** Internal notes of the underwriting team; brokers never see them. */
export function NotesTab({ companyId, riskId }: { companyId: number; riskId: number }) {
  const { t } = useTranslation();
  const notes = useRiskNotesQuery({ companyId, id: riskId });
  const [add, addState] = useAddRiskNoteMutation();
  const form = useForm({ initialValues: { body: "" } });
  const submit = form.onSubmit(async ({ body }) => {
    if (!body.trim()) return form.setErrors({ body: riskFieldMessages.noteRequired });
    const result = await add({ companyId, id: riskId, body });
    if (result.error) return form.setErrors(fieldErrors(result.error));
    form.reset();
  });
  return (
    <Stack gap="md">
      <Text size="xs" c="dimmed">
        {t("risks.workbench.internal")}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Textarea
            aria-label={t("risks.workbench.notes")}
            placeholder={t("risks.workbench.notePlaceholder")}
            autosize
            minRows={2}
            data-testid="note-input"
            {...form.getInputProps("body")}
          />
          <Group justify="flex-end">
            <Button type="submit" size="xs" loading={addState.isLoading} data-testid="note-add">
              {t("risks.workbench.addNote")}
            </Button>
          </Group>
        </Stack>
      </form>
      <EntryList
        isLoading={notes.isLoading}
        error={notes.error}
        rows={notes.data}
        empty={t("risks.workbench.noNotes")}
        testId="notes"
        render={(note) => (
          <>
            <Text size="xs" c="dimmed">
              {note.author?.name ?? "—"} · {stamp(note.createdAt)}
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {note.body}
            </Text>
          </>
        )}
      />
    </Stack>
  );
}
