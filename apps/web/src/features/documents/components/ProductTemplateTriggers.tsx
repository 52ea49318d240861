import "../../../i18n/strings/templateTriggers.ts";
import {
  Alert,
  Anchor,
  Button,
  Group,
  MultiSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import {
  type DocumentEvent,
  documentEvents,
  type EmailTrigger,
  emailTriggers,
} from "@platform/domain/documents/index";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { apiErrorBody, fieldErrors } from "../../../api/apiErrors.ts";
import { EmptyPanel, QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import {
  useListDocumentTemplatesQuery,
  useProductDocumentLinksQuery,
  useSaveProductDocumentLinksMutation,
} from "../api.ts";
import {
  useListEmailTemplatesQuery,
  useProductEmailLinksQuery,
  useSaveProductEmailLinksMutation,
} from "../emailApi.ts";

type Choices = Record<EmailTrigger, { documents: number[]; emails: number[] }>;
type Errors = Partial<Record<EmailTrigger, { documents?: string; emails?: string }>> & {
  form?: string;
};

/** Enough for a company's templates; a chosen one beyond the page still shows by its number. */
const OPTIONS_PER_PAGE = 100;
const isDocumentEvent = (trigger: EmailTrigger): trigger is DocumentEvent =>
  (documentEvents as readonly string[]).includes(trigger);

type LinkMap = Partial<Record<EmailTrigger, number[]>>;
function linkMap<K extends "event" | "trigger">(
  links: ({ [key in K]: EmailTrigger } & { templateIds: number[] })[] | undefined,
  key: K,
): LinkMap {
  return Object.fromEntries((links ?? []).map((link) => [link[key], link.templateIds]));
}

/** 422 field keys (`links.2.templateIds…`) back to the trigger of that entry, beside its field. */
function errorsOf(
  error: unknown,
  sent: readonly EmailTrigger[],
  kind: "documents" | "emails",
  into: Errors,
): Errors {
  const fields = fieldErrors(error);
  const out: Errors = { ...into };
  const keys = Object.keys(fields);
  if (keys.length === 0) out.form = apiErrorBody(error)?.message ?? out.form;
  for (const key of keys) {
    const index = /^links\.(\d+)/.exec(key)?.[1];
    const trigger = index === undefined ? undefined : sent[Number(index)];
    if (trigger) out[trigger] = { ...out[trigger], [kind]: fields[key] };
    else out.form = fields[key];
  }
  return out;
}

/**
 * The product page's "Documents and emails" tab: on each trigger the server knows (quote, bind,
 * adjustment, cancellation, reinstatement, renewal invitation; proposal sent for emails only),
 * which document templates are generated and which email templates are sent, in order. It saves
 * both link lists of the product (`PUT …/products/{id}/document-templates` and
 * `…/email-templates`) with its own button; the server's messages show beside the trigger's field.
 */
export function ProductTemplateTriggers({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const { companyId, canManage } = useCatalogueCompany("manageDocuments");
  const key = { companyId: companyId ?? 0, productId };
  const skip = companyId === null;
  const docLinks = useProductDocumentLinksQuery(key, { skip });
  const emailLinks = useProductEmailLinksQuery(key, { skip });
  const listArgs = { companyId: companyId ?? 0, page: 1, perPage: OPTIONS_PER_PAGE };
  const docTemplates = useListDocumentTemplatesQuery(listArgs, { skip: skip || !canManage });
  const emailTemplates = useListEmailTemplatesQuery(listArgs, { skip: skip || !canManage });
  const [saveDocs, savingDocs] = useSaveProductDocumentLinksMutation();
  const [saveEmails, savingEmails] = useSaveProductEmailLinksMutation();

  // Each list follows its own saved links: a refused email save keeps its edits after the
  // documents' save succeeded and were read again.
  const savedDocs = useMemo(() => linkMap(docLinks.data?.links, "event"), [docLinks.data]);
  const savedEmails = useMemo(() => linkMap(emailLinks.data?.links, "trigger"), [emailLinks.data]);
  const [docs, setDocs] = useState(savedDocs);
  const [emails, setEmails] = useState(savedEmails);
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => setDocs(savedDocs), [savedDocs]);
  useEffect(() => setEmails(savedEmails), [savedEmails]);
  const choices: Choices = Object.fromEntries(
    emailTriggers.map((trigger) => [
      trigger,
      { documents: docs[trigger] ?? [], emails: emails[trigger] ?? [] },
    ]),
  ) as Choices;

  const documentsDirty = documentEvents.some(
    (e) => (docs[e] ?? []).join() !== (savedDocs[e] ?? []).join(),
  );
  const emailsDirty = emailTriggers.some(
    (e) => (emails[e] ?? []).join() !== (savedEmails[e] ?? []).join(),
  );

  const options = (
    rows: { id: number; name: string }[] | undefined,
    chosen: number[],
  ): { value: string; label: string }[] => {
    const list = (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
    const missing = chosen.filter((id) => !list.some((o) => o.value === String(id)));
    return [...list, ...missing.map((id) => ({ value: String(id), label: `#${id}` }))];
  };
  const set = (trigger: EmailTrigger, kind: "documents" | "emails", values: string[]) => {
    const update = kind === "documents" ? setDocs : setEmails;
    update((current) => ({ ...current, [trigger]: values.map(Number) }));
    setErrors(({ [trigger]: was, ...rest }) => ({ ...rest, [trigger]: { ...was, [kind]: "" } }));
  };

  const save = async () => {
    if (companyId === null) return;
    let found: Errors = {};
    if (documentsDirty) {
      const links = documentEvents.map((event) => ({
        event,
        templateIds: choices[event].documents,
      }));
      const result = await saveDocs({ ...key, links });
      if ("error" in result) found = errorsOf(result.error, documentEvents, "documents", found);
    }
    if (emailsDirty) {
      const links = emailTriggers.map((trigger) => ({
        trigger,
        templateIds: choices[trigger].emails,
      }));
      const result = await saveEmails({ ...key, links });
      if ("error" in result) found = errorsOf(result.error, emailTriggers, "emails", found);
    }
    setErrors(found);
    if (Object.keys(found).length === 0) notifySuccess(t("templateTriggers.saved"));
  };

  const loading =
    docLinks.isLoading ||
    emailLinks.isLoading ||
    docTemplates.isLoading ||
    emailTemplates.isLoading;
  const noTemplates =
    canManage &&
    (docTemplates.data?.meta.total ?? 0) === 0 &&
    (emailTemplates.data?.meta.total ?? 0) === 0;

  return (
    <QueryPanel
      isLoading={loading}
      error={docLinks.error ?? emailLinks.error ?? docTemplates.error ?? emailTemplates.error}
      item={t("templateTriggers.item")}
      onRetry={() => {
        void docLinks.refetch();
        void emailLinks.refetch();
      }}
    >
      <Stack gap="lg" data-testid="template-triggers">
        <Text size="sm" c="dimmed" maw={760}>
          {t("templateTriggers.intro")}{" "}
          <Anchor component={Link} to="/company/document-templates" size="sm">
            {t("templateTriggers.manageDocuments")}
          </Anchor>
          {" · "}
          <Anchor component={Link} to="/company/email-templates" size="sm">
            {t("templateTriggers.manageEmails")}
          </Anchor>
        </Text>
        {!canManage && <Alert color="gray">{t("templateTriggers.noPermission")}</Alert>}
        {noTemplates ? (
          <EmptyPanel>{t("templateTriggers.noTemplates")}</EmptyPanel>
        ) : (
          canManage &&
          emailTriggers.map((trigger) => (
            <Paper
              key={trigger}
              withBorder
              radius="md"
              p={{ base: "md", sm: "lg" }}
              data-testid={`trigger-${trigger}`}
            >
              <Title order={3} fz="md" mb={4}>
                {t(`templateTriggers.trigger.${trigger}.title`)}
              </Title>
              <Text size="sm" c="dimmed" mb="md">
                {t(`templateTriggers.trigger.${trigger}.help`)}
              </Text>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                {isDocumentEvent(trigger) ? (
                  <MultiSelect
                    label={t("templateTriggers.documents")}
                    placeholder={
                      choices[trigger].documents.length
                        ? undefined
                        : t("templateTriggers.documentsPlaceholder")
                    }
                    data={options(docTemplates.data?.data, choices[trigger].documents)}
                    value={choices[trigger].documents.map(String)}
                    onChange={(values) => set(trigger, "documents", values)}
                    error={errors[trigger]?.documents || undefined}
                    searchable
                    clearable
                  />
                ) : (
                  <Text size="sm" c="dimmed" style={{ alignSelf: "center" }}>
                    {t("templateTriggers.emailsOnly")}
                  </Text>
                )}
                <MultiSelect
                  label={t("templateTriggers.emails")}
                  placeholder={
                    choices[trigger].emails.length
                      ? undefined
                      : t("templateTriggers.emailsPlaceholder")
                  }
                  data={options(emailTemplates.data?.data, choices[trigger].emails)}
                  value={choices[trigger].emails.map(String)}
                  onChange={(values) => set(trigger, "emails", values)}
                  error={errors[trigger]?.emails || undefined}
                  searchable
                  clearable
                />
              </SimpleGrid>
            </Paper>
          ))
        )}
        {errors.form && (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        )}
        {canManage && !noTemplates && (
          <Group gap="sm">
            <Button
              onClick={() => void save()}
              loading={savingDocs.isLoading || savingEmails.isLoading}
              disabled={!documentsDirty && !emailsDirty}
            >
              {t("templateTriggers.save")}
            </Button>
            <Button
              variant="default"
              disabled={!documentsDirty && !emailsDirty}
              onClick={() => {
                setDocs(savedDocs);
                setEmails(savedEmails);
                setErrors({});
              }}
            >
              {t("templateTriggers.reset")}
            </Button>
          </Group>
        )}
      </Stack>
    </QueryPanel>
  );
}
