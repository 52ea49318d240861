import {
  Button,
  Container,
  Grid,
  Group,
  MultiSelect,
  SegmentedControl,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import type { Editor } from "@tiptap/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { CatalogueNav } from "../../../ui/catalogue/CatalogueNav.tsx";
import { QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { useDraft } from "../../../ui/forms/useDraft.ts";
import { useLoadOnce } from "../../../ui/forms/useLoadOnce.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { RichTextField } from "../../../ui/RichTextField.tsx";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useUnsavedChangesGuard } from "../../../ui/useUnsavedChangesGuard.tsx";
import {
  type TDocumentTemplate,
  useGetDocumentTemplateQuery,
  useListDocumentTemplatesQuery,
  useMergeFieldsQuery,
  useSaveDocumentTemplateMutation,
} from "../api.ts";
import { type ChosenFile, FileAttachmentPicker } from "../components/FileAttachmentPicker.tsx";
import { MergeFieldMenu } from "../components/MergeFieldMenu.tsx";
import { PdfPreview } from "../components/PdfPreview.tsx";
import {
  PreviewBar,
  type PreviewWith,
  previewFields,
  previewQuery,
} from "../components/PreviewWithPicker.tsx";

/** What the page edits: the template's fields, with the chosen files named. */
interface DocumentDraft {
  name: string;
  type: "single" | "combined";
  partIds: number[];
  additionalFiles: ChosenFile[];
  content: string;
  tags: string[];
}

const emptyDraft: DocumentDraft = {
  name: "",
  type: "single",
  partIds: [],
  additionalFiles: [],
  content: "",
  tags: [],
};

const toDraft = (template: TDocumentTemplate): DocumentDraft => ({
  name: template.name,
  type: template.type,
  partIds: template.partIds,
  additionalFiles:
    template.additionalFiles ??
    template.additionalFileVersionIds.map((id) => ({ id, name: `#${id}` })),
  content: template.content,
  tags: template.tags,
});

/** `/company/document-templates/:templateId` (or `new`): edit, check and preview a template. */
export function DocumentTemplatePage() {
  const { templateId: raw } = useParams();
  const templateId = raw === "new" ? null : Number(raw);
  useDocumentTitle("Document template");
  const navigate = useNavigate();
  const { companyId } = useCatalogueCompany("manageDocuments");
  const query = useGetDocumentTemplateQuery(
    { companyId: companyId ?? 0, templateId: templateId ?? 0 },
    { skip: companyId === null || templateId === null },
  );
  const fields = useMergeFieldsQuery({ companyId: companyId ?? 0 }, { skip: companyId === null });
  const [save, saving] = useSaveDocumentTemplateMutation();
  // The single templates a combined one may join (a template list page is at most 100).
  const singles = useListDocumentTemplatesQuery(
    { companyId: companyId ?? 0, page: 1, perPage: 100 },
    { skip: companyId === null },
  );
  const draft = useDraft<DocumentDraft>(emptyDraft);
  const { values, set } = draft;
  const [mode, setMode] = useState<"rich" | "source">("rich");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [editor, setEditor] = useState<Editor | null>(null);
  const [preview, setPreview] = useState<{ path: string; body?: unknown } | null>(null);
  const [using, setUsing] = useState<PreviewWith>({ sample: "pi" });

  const { loadedKey, markLoaded } = useLoadOnce(templateId, query.data, (data) => {
    draft.load(toDraft(data));
    // The rich editor has no tables: a template with tables is edited as source so none is lost.
    if (data.content.includes("<table")) setMode("source");
  });
  const [createdId, setCreatedId] = useState<number | null>(null);

  const insert = (text: string) => {
    if (mode === "rich" && editor) editor.chain().focus().insertContent(text).run();
    else set("content", (current) => `${current}${text}`);
  };
  const onPreviewErrors = useCallback((found: Record<string, string[]> | null) => {
    setErrors({
      ...(found?.content ? { content: found.content.join("\n") } : {}),
      ...(found?.riskPackageId ? { riskPackageId: found.riskPackageId.join("\n") } : {}),
    });
  }, []);
  const groups = useMemo(() => fields.data?.fields ?? [], [fields.data]);

  /** Saves what the page holds; what is typed while the save is in flight stays (and unsaved). */
  const submit = async (): Promise<boolean> => {
    if (companyId === null) return false;
    const sent = values;
    const result = await save({
      companyId,
      templateId,
      body: {
        name: sent.name,
        type: sent.type,
        content: sent.type === "single" ? sent.content : "",
        partIds: sent.type === "combined" ? sent.partIds : [],
        additionalFileVersionIds: sent.additionalFiles.map((file) => file.id),
        tags: sent.tags,
      },
    });
    if ("error" in result) {
      setErrors(fieldErrors(result.error));
      return false;
    }
    setErrors({});
    draft.saved(sent);
    markLoaded(result.data.id);
    notifySuccess("Template saved");
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
    navigate(`/company/document-templates/${createdId}`, { replace: true });
  }, [createdId, navigate]);

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
          <TagsInput
            label="Tags"
            value={values.tags}
            onChange={(tags) => set("tags", tags)}
            error={errors.tags}
          />
          <SegmentedControl
            aria-label="Template type"
            fullWidth
            value={values.type}
            onChange={(value) => set("type", value as "single" | "combined")}
            data={[
              { value: "single", label: "Single document" },
              { value: "combined", label: "Combined document" },
            ]}
          />
          {values.type === "combined" && (
            <MultiSelect
              label="Documents joined, in order"
              description="A combined template joins single templates into one PDF"
              required
              data={(singles.data?.data ?? [])
                .filter((t) => t.type === "single" && t.id !== templateId)
                .map((t) => ({ value: String(t.id), label: t.name }))}
              value={values.partIds.map(String)}
              onChange={(ids) => set("partIds", ids.map(Number))}
              error={errors.partIds}
              searchable
            />
          )}
          {companyId !== null && (
            <FileAttachmentPicker
              companyId={companyId}
              label="Additional documents"
              description="Static PDFs issued after it, such as the policy wording (the version chosen)"
              value={values.additionalFiles}
              onChange={(files) => set("additionalFiles", files)}
              error={errors.additionalFileVersionIds}
              pdfOnly
            />
          )}
          {values.type === "single" && (
            <>
              <Group justify="space-between">
                <SegmentedControl
                  value={mode}
                  onChange={(value) => setMode(value as "rich" | "source")}
                  data={[
                    { value: "rich", label: "Rich text" },
                    { value: "source", label: "Source" },
                  ]}
                />
                <MergeFieldMenu fields={groups} loading={fields.isLoading} onInsert={insert} />
              </Group>
              {mode === "rich" ? (
                <RichTextField
                  label="Content"
                  value={values.content}
                  resetKey={loadedKey ?? undefined}
                  onChange={(content) => set("content", content)}
                  error={errors.content}
                  onEditor={setEditor}
                />
              ) : (
                <Textarea
                  label="Content (HTML with merge fields)"
                  required
                  autosize
                  minRows={14}
                  value={values.content}
                  onChange={(e) => set("content", e.currentTarget.value)}
                  error={errors.content}
                  styles={{ input: { fontFamily: "monospace", fontSize: 13 } }}
                />
              )}
            </>
          )}
          <Group>
            <Button onClick={submit} loading={saving.isLoading}>
              Save
            </Button>
          </Group>
          <PreviewBar
            companyId={companyId}
            using={using}
            onUsing={setUsing}
            error={errors.riskPackageId}
            // A combined template previews as saved: its parts are other templates.
            disabled={values.type === "combined" && templateId === null}
            onPreview={() =>
              companyId !== null &&
              setPreview(
                values.type === "single"
                  ? {
                      path: `/companies/${companyId}/document-templates/preview`,
                      body: {
                        name: values.name || "Preview",
                        content: values.content,
                        ...previewFields(using),
                      },
                    }
                  : {
                      path: `/companies/${companyId}/document-templates/${templateId}/preview?${previewQuery(using)}`,
                    },
              )
            }
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <PdfPreview request={preview} onErrors={onPreviewErrors} />
      </Grid.Col>
    </Grid>
  );

  return (
    <Container size="xl" py={{ base: "lg", sm: 40 }}>
      {guard}
      <Title order={1} fz={{ base: 24, sm: 28 }} mb="lg">
        {templateId === null ? "New document template" : values.name || "Document template"}
      </Title>
      <CatalogueNav />
      {templateId === null ? (
        body
      ) : (
        <QueryPanel
          isLoading={query.isLoading}
          error={query.error}
          item="document template"
          onRetry={query.refetch}
        >
          {body}
        </QueryPanel>
      )}
    </Container>
  );
}
