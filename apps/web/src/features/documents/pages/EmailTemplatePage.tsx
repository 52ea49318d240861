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
import { Permission } from "../../../domain.ts";
import { ConfirmModal } from "../../../ui/ConfirmModal.tsx";
import { CatalogueNav } from "../../../ui/catalogue/CatalogueNav.tsx";
import { QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { RichTextField } from "../../../ui/RichTextField.tsx";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useListDocumentTemplatesQuery, useMergeFieldsQuery } from "../api.ts";
import { EmailPreview } from "../components/EmailPreview.tsx";
import { type ChosenFile, FileAttachmentPicker } from "../components/FileAttachmentPicker.tsx";
import { MergeFieldMenu } from "../components/MergeFieldMenu.tsx";
import { PreviewBar, type PreviewWith, previewFields } from "../components/PreviewWithPicker.tsx";
import { RecipientsInput } from "../components/RecipientsInput.tsx";
import {
  useDeleteEmailTemplateMutation,
  useGetEmailTemplateQuery,
  usePreviewEmailTemplateMutation,
  useSaveEmailTemplateMutation,
} from "../emailApi.ts";

type PreviewState = Parameters<typeof EmailPreview>[0]["state"];

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
  const { companyId } = useCatalogueCompany(Permission.ManageDocuments);
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
  const [name, setName] = useState("");
  const [subject, setSubject] = useState("");
  const [recipients, setRecipients] = useState<TRecipient[]>([]);
  const [cc, setCc] = useState<TRecipient[]>([]);
  const [bcc, setBcc] = useState<TRecipient[]>([]);
  const [content, setContent] = useState("");
  const [tags, setTags] = useState<string[]>([]);
  const [attachDocumentTemplateIds, setAttachments] = useState<number[]>([]);
  const [attachFiles, setFileAttachments] = useState<ChosenFile[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [editor, setEditor] = useState<Editor | null>(null);
  const [using, setUsing] = useState<PreviewWith>({ sample: "pi" });
  const [preview, setPreview] = useState<PreviewState>({ kind: "idle" });
  const [confirming, setConfirming] = useState(false);
  const subjectRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!query.data) return;
    setName(query.data.name);
    setSubject(query.data.subject);
    setRecipients(query.data.recipients);
    setCc(query.data.cc);
    setBcc(query.data.bcc);
    setContent(query.data.content);
    setTags(query.data.tags);
    setAttachments(query.data.attachDocumentTemplateIds);
    setFileAttachments(
      query.data.attachFiles ??
        query.data.attachFileVersionIds.map((id) => ({ id, name: `#${id}` })),
    );
  }, [query.data]);

  const insertInSubject = (text: string) => {
    const input = subjectRef.current;
    const at = input?.selectionStart ?? subject.length;
    setSubject(`${subject.slice(0, at)}${text}${subject.slice(at)}`);
  };
  const insertInContent = (text: string) => {
    if (editor) editor.chain().focus().insertContent(text).run();
    else setContent((current) => `${current}${text}`);
  };

  const submit = async () => {
    if (companyId === null) return;
    const result = await save({
      companyId,
      templateId,
      body: {
        name,
        subject,
        recipients,
        cc,
        bcc,
        content,
        tags,
        attachDocumentTemplateIds,
        attachFileVersionIds: attachFiles.map((file) => file.id),
      },
    });
    if ("error" in result) {
      setErrors(byField(fieldErrors(result.error)));
      return;
    }
    setErrors({});
    notifySuccess("Email template saved");
    if (templateId === null)
      navigate(`/company/email-templates/${result.data.id}`, { replace: true });
  };

  const showPreview = async () => {
    if (companyId === null) return;
    setPreview({ kind: "loading" });
    const result = await renderPreview({ companyId, subject, content, ...previewFields(using) });
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
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
          />
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              ref={subjectRef}
              label="Subject line"
              required
              style={{ flex: 1 }}
              value={subject}
              onChange={(e) => setSubject(e.currentTarget.value)}
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
            value={recipients}
            onChange={setRecipients}
            error={errors.recipients}
          />
          <RecipientsInput label="Cc" value={cc} onChange={setCc} error={errors.cc} />
          <RecipientsInput label="Bcc" value={bcc} onChange={setBcc} error={errors.bcc} />
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
            value={content}
            onChange={setContent}
            error={errors.content}
            onEditor={setEditor}
          />
          <MultiSelect
            label="Attach generated documents"
            description="The risk's latest document from each of these templates"
            data={(documents.data?.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
            value={attachDocumentTemplateIds.map(String)}
            onChange={(values) => setAttachments(values.map(Number))}
            error={errors.attachDocumentTemplateIds}
            searchable
          />
          {companyId !== null && (
            <FileAttachmentPicker
              companyId={companyId}
              label="Attach company files"
              description="Files from the company's folders, sent with every email (the version chosen)"
              value={attachFiles}
              onChange={setFileAttachments}
              error={errors.attachFileVersionIds}
            />
          )}
          <TagsInput label="Tags" value={tags} onChange={setTags} error={errors.tags} />
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
