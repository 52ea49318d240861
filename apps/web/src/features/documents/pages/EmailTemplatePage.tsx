import {
  Button,
  Container,
  Grid,
  Group,
  MultiSelect,
  Stack,
  TagsInput,
  TextInput,
  Title,
} from "@mantine/core";
import type { TRecipient } from "@platform/domain/documents/index";
import type { Editor } from "@tiptap/react";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { apiErrorBody, fieldErrors } from "../../../api/apiErrors.ts";
import { ConfirmModal } from "../../../ui/ConfirmModal.tsx";
import { CatalogueNav } from "../../../ui/catalogue/CatalogueNav.tsx";
import { QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { useDraft } from "../../../ui/forms/useDraft.ts";
import { useLoadOnce } from "../../../ui/forms/useLoadOnce.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { RichTextField } from "../../../ui/RichTextField.tsx";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useUnsavedChangesGuard } from "../../../ui/useUnsavedChangesGuard.tsx";
import { useListDocumentTemplatesQuery, useMergeFieldsQuery } from "../api.ts";
import { EmailPreview } from "../components/EmailPreview.tsx";
import { type ChosenFile, FileAttachmentPicker } from "../components/FileAttachmentPicker.tsx";
import { MergeFieldMenu } from "../components/MergeFieldMenu.tsx";
import { PreviewBar, type PreviewWith, previewFields } from "../components/PreviewWithPicker.tsx";
import { RecipientsInput } from "../components/RecipientsInput.tsx";
import {
  type TEmailTemplateView,
  useDeleteEmailTemplateMutation,
  useGetEmailTemplateQuery,
  usePreviewEmailTemplateMutation,
  useSaveEmailTemplateMutation,
} from "../emailApi.ts";

type PreviewState = Parameters<typeof EmailPreview>[0]["state"];

/** What the page edits: the template's fields, with the chosen files named. */
interface EmailDraft {
  name: string;
  subject: string;
  recipients: TRecipient[];
  cc: TRecipient[];
  bcc: TRecipient[];
  content: string;
  tags: string[];
  attachDocumentTemplateIds: number[];
  attachFiles: ChosenFile[];
}

const emptyDraft: EmailDraft = {
  name: "",
  subject: "",
  recipients: [],
  cc: [],
  bcc: [],
  content: "",
  tags: [],
  attachDocumentTemplateIds: [],
  attachFiles: [],
};

const toDraft = (template: TEmailTemplateView): EmailDraft => ({
  name: template.name,
  subject: template.subject,
  recipients: template.recipients,
  cc: template.cc,
  bcc: template.bcc,
  content: template.content,
  tags: template.tags,
  attachDocumentTemplateIds: template.attachDocumentTemplateIds,
  attachFiles:
    template.attachFiles ?? template.attachFileVersionIds.map((id) => ({ id, name: `#${id}` })),
});

/** "recipients.1.email" → "recipients": an entry's error shows beside its list. */
const byField = (errors: Record<string, string>) => {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = key.split(".")[0] ?? key;
    out[field] ??= message;
  }
  return out;
};

/** `/company/email-templates/:templateId` (or `new`): edit, check and preview an email template. */
export function EmailTemplatePage() {
  const { templateId: raw } = useParams();
  const templateId = raw === "new" ? null : Number(raw);
  useDocumentTitle("Email template");
  const navigate = useNavigate();
  const { companyId } = useCatalogueCompany("manageDocuments");
  const skip = companyId === null;
  const query = useGetEmailTemplateQuery(
    { companyId: companyId ?? 0, templateId: templateId ?? 0 },
    { skip: skip || templateId === null },
  );
  const fields = useMergeFieldsQuery({ companyId: companyId ?? 0 }, { skip });
  const documents = useListDocumentTemplatesQuery(
    { companyId: companyId ?? 0, page: 1, perPage: 100 },
    { skip },
  );
  const [save, saving] = useSaveEmailTemplateMutation();
  const [renderPreview] = usePreviewEmailTemplateMutation();
  const [remove, removing] = useDeleteEmailTemplateMutation();
  const draft = useDraft<EmailDraft>(emptyDraft);
  const { values, set } = draft;
  const { loadedKey, markLoaded } = useLoadOnce(templateId, query.data, (data) =>
    draft.load(toDraft(data)),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [editor, setEditor] = useState<Editor | null>(null);
  const [using, setUsing] = useState<PreviewWith>({ sample: "pi" });
  const [preview, setPreview] = useState<PreviewState>({ kind: "idle" });
  const [confirming, setConfirming] = useState(false);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const subjectRef = useRef<HTMLInputElement>(null);

  const insertInSubject = (text: string) => {
    const input = subjectRef.current;
    const at = input?.selectionStart ?? values.subject.length;
    set("subject", (subject) => `${subject.slice(0, at)}${text}${subject.slice(at)}`);
  };
  const insertInContent = (text: string) => {
    if (editor) editor.chain().focus().insertContent(text).run();
    else set("content", (current) => `${current}${text}`);
  };

  /** Saves what the page holds; what is typed while the save is in flight stays (and unsaved). */
  const submit = async (): Promise<boolean> => {
    if (companyId === null) return false;
    const sent = values;
    const { attachFiles, ...template } = sent;
    const result = await save({
      companyId,
      templateId,
      body: { ...template, attachFileVersionIds: attachFiles.map((file) => file.id) },
    });
    if ("error" in result) {
      setErrors(byField(fieldErrors(result.error)));
      return false;
    }
    setErrors({});
    draft.saved(sent);
    markLoaded(result.data.id);
    notifySuccess("Email template saved");
    if (templateId === null) setCreatedId(result.data.id);
    return true;
  };
  // The page stays mounted at the new template's address (one route), with what was typed while
  // it was created still unsaved: the guard lets that one move through.
  const guard = useUnsavedChangesGuard({ when: draft.dirty && createdId === null, onSave: submit });
  // After the guard's hook, so its blocker already lets the move through.
  useEffect(() => {
    if (createdId === null) return;
    setCreatedId(null);
    navigate(`/company/email-templates/${createdId}`, { replace: true });
  }, [createdId, navigate]);

  const showPreview = async () => {
    if (companyId === null) return;
    setPreview({ kind: "loading" });
    const result = await renderPreview({
      companyId,
      subject: values.subject,
      content: values.content,
      ...previewFields(using),
    });
    if ("error" in result) {
      const found = byField(fieldErrors(result.error));
      setErrors(({ subject: _s, content: _c, riskPackageId: _r, ...rest }) => ({
        ...rest,
        ...(found.subject ? { subject: found.subject } : {}),
        ...(found.content ? { content: found.content } : {}),
        ...(found.riskPackageId ? { riskPackageId: found.riskPackageId } : {}),
      }));
      setPreview({
        kind: "error",
        message:
          found.subject || found.content
            ? "Correct the merge fields marked beside the subject or content to see the preview."
            : (apiErrorBody(result.error)?.message ?? ""),
      });
      return;
    }
    setErrors(({ subject: _s, content: _c, riskPackageId: _r, ...rest }) => rest);
    setPreview({ kind: "ready", preview: result.data });
  };

  const confirmDelete = async () => {
    if (companyId === null || templateId === null) return;
    const result = await remove({ companyId, templateId });
    setConfirming(false);
    if ("error" in result) return;
    notifySuccess("Email template deleted");
    navigate("/company/email-templates", { replace: true });
  };

  const body = (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <Stack>
          <TextInput
            label="Name"
            required
            value={values.name}
            onChange={(e) => set("name", e.currentTarget.value)}
            error={errors.name}
          />
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              ref={subjectRef}
              label="Subject line"
              required
              style={{ flex: 1 }}
              value={values.subject}
              onChange={(e) => set("subject", e.currentTarget.value)}
              error={errors.subject}
              styles={{ input: { fontFamily: "monospace" } }}
            />
            <MergeFieldMenu
              fields={fields.data?.fields ?? []}
              loading={fields.isLoading}
              onInsert={insertInSubject}
              withoutBlocks
              label="Field"
            />
          </Group>
          <RecipientsInput
            label="Recipients"
            required
            value={values.recipients}
            onChange={(recipients) => set("recipients", recipients)}
            error={errors.recipients}
          />
          <RecipientsInput
            label="Cc"
            value={values.cc}
            onChange={(cc) => set("cc", cc)}
            error={errors.cc}
          />
          <RecipientsInput
            label="Bcc"
            value={values.bcc}
            onChange={(bcc) => set("bcc", bcc)}
            error={errors.bcc}
          />
          <Group justify="flex-end">
            <MergeFieldMenu
              fields={fields.data?.fields ?? []}
              loading={fields.isLoading}
              onInsert={insertInContent}
              withoutBlocks
            />
          </Group>
          <RichTextField
            label="Content"
            value={values.content}
            resetKey={loadedKey ?? undefined}
            onChange={(content) => set("content", content)}
            error={errors.content}
            onEditor={setEditor}
          />
          <MultiSelect
            label="Attach generated documents"
            description="The risk's latest document from each of these templates"
            data={(documents.data?.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
            value={values.attachDocumentTemplateIds.map(String)}
            onChange={(ids) => set("attachDocumentTemplateIds", ids.map(Number))}
            error={errors.attachDocumentTemplateIds}
            searchable
          />
          {companyId !== null && (
            <FileAttachmentPicker
              companyId={companyId}
              label="Attach company files"
              description="Files from the company's folders, sent with every email (the version chosen)"
              value={values.attachFiles}
              onChange={(files) => set("attachFiles", files)}
              error={errors.attachFileVersionIds}
            />
          )}
          <TagsInput
            label="Tags"
            value={values.tags}
            onChange={(tags) => set("tags", tags)}
            error={errors.tags}
          />
          <Group>
            <Button onClick={submit} loading={saving.isLoading}>
              Save
            </Button>
            {templateId !== null && (
              <Button variant="subtle" color="red" ml="auto" onClick={() => setConfirming(true)}>
                Delete
              </Button>
            )}
          </Group>
          <PreviewBar
            companyId={companyId}
            using={using}
            onUsing={setUsing}
            error={errors.riskPackageId}
            onPreview={showPreview}
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <EmailPreview state={preview} />
      </Grid.Col>
    </Grid>
  );

  return (
    <Container size="xl" py={{ base: "lg", sm: 40 }}>
      {guard}
      <Title order={1} fz={{ base: 24, sm: 28 }} mb="lg">
        {templateId === null ? "New email template" : query.data?.name || "Email template"}
      </Title>
      <CatalogueNav />
      {templateId === null ? (
        body
      ) : (
        <QueryPanel
          isLoading={query.isLoading}
          error={query.error}
          item="email template"
          onRetry={query.refetch}
        >
          {body}
        </QueryPanel>
      )}
      <ConfirmModal
        opened={confirming}
        title="Delete email template"
        body={`Delete "${query.data?.name ?? ""}"? This cannot be undone.`}
        confirmLabel="Delete"
        loading={removing.isLoading}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </Container>
  );
}
