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
import { Permission } from "../../../domain.ts";
import { CatalogueNav } from "../../../ui/catalogue/CatalogueNav.tsx";
import { QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { RichTextField } from "../../../ui/RichTextField.tsx";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import {
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

/** `/company/document-templates/:templateId` (or `new`): edit, check and preview a template. */
export function DocumentTemplatePage() {
  const { templateId: raw } = useParams();
  const templateId = raw === "new" ? null : Number(raw);
  useDocumentTitle("Document template");
  const navigate = useNavigate();
  const { companyId } = useCatalogueCompany(Permission.ManageDocuments);
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
  const [name, setName] = useState("");
  const [type, setType] = useState<"single" | "combined">("single");
  const [partIds, setPartIds] = useState<number[]>([]);
  const [additionalFiles, setAdditionalFiles] = useState<ChosenFile[]>([]);
  const [content, setContent] = useState("");
  const [tags, setTags] = useState<string[]>([]);
  const [mode, setMode] = useState<"rich" | "source">("rich");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [editor, setEditor] = useState<Editor | null>(null);
  const [preview, setPreview] = useState<{ path: string; body?: unknown } | null>(null);
  const [using, setUsing] = useState<PreviewWith>({ sample: "pi" });

  useEffect(() => {
    if (!query.data) return;
    setName(query.data.name);
    setType(query.data.type);
    setPartIds(query.data.partIds);
    setAdditionalFiles(
      query.data.additionalFiles ??
        query.data.additionalFileVersionIds.map((id) => ({ id, name: `#${id}` })),
    );
    setContent(query.data.content);
    setTags(query.data.tags);
    // The rich editor has no tables: a template with tables is edited as source so none is lost.
    if (query.data.content.includes("<table")) setMode("source");
  }, [query.data]);

  const insert = (text: string) => {
    if (mode === "rich" && editor) editor.chain().focus().insertContent(text).run();
    else setContent((current) => `${current}${text}`);
  };
  const onPreviewErrors = useCallback((found: Record<string, string[]> | null) => {
    setErrors({
      ...(found?.content ? { content: found.content.join("\n") } : {}),
      ...(found?.riskPackageId ? { riskPackageId: found.riskPackageId.join("\n") } : {}),
    });
  }, []);
  const groups = useMemo(() => fields.data?.fields ?? [], [fields.data]);

  const submit = async () => {
    if (companyId === null) return;
    const result = await save({
      companyId,
      templateId,
      body: {
        name,
        type,
        content: type === "single" ? content : "",
        partIds: type === "combined" ? partIds : [],
        additionalFileVersionIds: additionalFiles.map((file) => file.id),
        tags,
      },
    });
    if ("error" in result) {
      setErrors(fieldErrors(result.error));
      return;
    }
    setErrors({});
    notifySuccess("Template saved");
    if (templateId === null)
      navigate(`/company/document-templates/${result.data.id}`, { replace: true });
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
          <TagsInput label="Tags" value={tags} onChange={setTags} error={errors.tags} />
          <SegmentedControl
            aria-label="Template type"
            fullWidth
            value={type}
            onChange={(value) => setType(value as "single" | "combined")}
            data={[
              { value: "single", label: "Single document" },
              { value: "combined", label: "Combined document" },
            ]}
          />
          {type === "combined" && (
            <MultiSelect
              label="Documents joined, in order"
              description="A combined template joins single templates into one PDF"
              required
              data={(singles.data?.data ?? [])
                .filter((t) => t.type === "single" && t.id !== templateId)
                .map((t) => ({ value: String(t.id), label: t.name }))}
              value={partIds.map(String)}
              onChange={(values) => setPartIds(values.map(Number))}
              error={errors.partIds}
              searchable
            />
          )}
          {companyId !== null && (
            <FileAttachmentPicker
              companyId={companyId}
              label="Additional documents"
              description="Static PDFs issued after it, such as the policy wording (the version chosen)"
              value={additionalFiles}
              onChange={setAdditionalFiles}
              error={errors.additionalFileVersionIds}
              pdfOnly
            />
          )}
          {type === "single" && (
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
                  value={content}
                  onChange={setContent}
                  error={errors.content}
                  onEditor={setEditor}
                />
              ) : (
                <Textarea
                  label="Content (HTML with merge fields)"
                  required
                  autosize
                  minRows={14}
                  value={content}
                  onChange={(e) => setContent(e.currentTarget.value)}
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
            disabled={type === "combined" && templateId === null}
            onPreview={() =>
              companyId !== null &&
              setPreview(
                type === "single"
                  ? {
                      path: `/companies/${companyId}/document-templates/preview`,
                      body: { name: name || "Preview", content, ...previewFields(using) },
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
      <Title order={1} fz={{ base: 24, sm: 28 }} mb="lg">
        {templateId === null ? "New document template" : name || "Document template"}
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
