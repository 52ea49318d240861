import {
  Alert,
  Button,
  Container,
  Grid,
  Group,
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
  useMergeFieldsQuery,
  useSaveDocumentTemplateMutation,
} from "../api.ts";
import { MergeFieldMenu } from "../components/MergeFieldMenu.tsx";
import { PdfPreview } from "../components/PdfPreview.tsx";

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
  const [name, setName] = useState("");
  const [content, setContent] = useState("");
  const [tags, setTags] = useState<string[]>([]);
  const [mode, setMode] = useState<"rich" | "source">("rich");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [editor, setEditor] = useState<Editor | null>(null);
  const [preview, setPreview] = useState<{ path: string; body?: unknown } | null>(null);
  const [sample, setSample] = useState<"pi" | "motor">("pi");

  useEffect(() => {
    if (!query.data) return;
    setName(query.data.name);
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
    setErrors(found?.content ? { content: found.content.join("\n") } : {});
  }, []);
  const groups = useMemo(() => fields.data?.fields ?? [], [fields.data]);

  const submit = async () => {
    if (companyId === null) return;
    const result = await save({
      companyId,
      templateId,
      body: { name, type: "single", content, tags },
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
          <Group>
            <Button onClick={submit} loading={saving.isLoading}>
              Save
            </Button>
            <SegmentedControl
              value={sample}
              onChange={(value) => setSample(value as "pi" | "motor")}
              data={[
                { value: "pi", label: "PI sample" },
                { value: "motor", label: "Motor sample" },
              ]}
            />
            <Button
              variant="light"
              onClick={() =>
                companyId !== null &&
                setPreview({
                  path: `/companies/${companyId}/document-templates/preview`,
                  body: { name: name || "Preview", content, sample },
                })
              }
            >
              Preview
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <PdfPreview request={preview} onErrors={onPreviewErrors} />
      </Grid.Col>
    </Grid>
  );

  return (
    <Container size="xl" py={{ base: "lg", sm: 40 }}>
      <CatalogueNav />
      <Title order={1} fz={{ base: 24, sm: 28 }} mb="lg">
        {templateId === null ? "New document template" : name || "Document template"}
      </Title>
      {query.data?.type === "combined" && (
        <Alert mb="md">This template combines other templates; edit its parts instead.</Alert>
      )}
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
