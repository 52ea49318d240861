import "../../i18n/strings/companyEvents.ts";
import {
  Checkbox,
  MultiSelect,
  NumberInput,
  Select,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import type { TEventActionInput } from "@platform/domain/company-events/schemas";
import { useTranslation } from "react-i18next";
import {
  type TOption,
  useEventDocumentTemplatesQuery,
  useEventEmailTemplatesQuery,
  useEventStatusesQuery,
  useEventUsersQuery,
} from "./api.ts";
import { WebhookFields } from "./WebhookFields.tsx";

/**
 * An action being edited: its configuration as typed so far (`secretSet` and
 * `previousSecretExpiresAt` from the server) and, for a saved one, its place in the saved chain.
 */
export type DraftAction = {
  name: string;
  action: TEventActionInput["action"];
  config: Record<string, unknown>;
  savedIndex?: number;
};

interface Props {
  companyId: number;
  /** The saved event's id; none while it is new. */
  eventId?: number;
  action: DraftAction;
  /** The server's errors for this action, by the field after `actions.{i}.config.`. */
  errors: Record<string, string>;
  onChange: (config: Record<string, unknown>) => void;
}

const idOf = (value: string | null) => (value ? Number(value) : undefined);
const text = (value: unknown) => (value === undefined || value === null ? null : String(value));

/** The configuration fields of one action, by its kind (SPEC §3 event action). */
export function ActionFields({ companyId, eventId, action, errors, onChange }: Props) {
  const { t } = useTranslation();
  const { config } = action;
  const set = (field: string, value: unknown) => onChange({ ...config, [field]: value });
  const emails = useEventEmailTemplatesQuery(
    { companyId },
    { skip: action.action !== "sendEmail" },
  );
  const documents = useEventDocumentTemplatesQuery(
    { companyId },
    { skip: action.action !== "generateDocument" },
  );
  const statuses = useEventStatusesQuery(
    { companyId },
    { skip: action.action !== "setUnderwritingStatus" },
  );
  const wantsUsers = action.action === "assignUnderwriter" || action.action === "notifyUsers";
  const users = useEventUsersQuery({ companyId }, { skip: !wantsUsers });
  const choices = (list: { data: TOption[] } | undefined) =>
    (list?.data ?? []).map((item) => ({ value: String(item.id), label: item.name }));
  const userOptions = choices(users.data);

  switch (action.action) {
    case "sendEmail":
      return (
        <>
          <Select
            label={t("companyEvents.config.emailTemplate")}
            required
            searchable
            data={choices(emails.data)}
            value={text(config.emailTemplateId)}
            onChange={(value) => set("emailTemplateId", idOf(value))}
            error={errors.emailTemplateId}
          />
          <Checkbox
            label={t("companyEvents.config.attachPreviousDocument")}
            checked={Boolean(config.attachPreviousDocument)}
            onChange={(event) => set("attachPreviousDocument", event.currentTarget.checked)}
          />
        </>
      );
    case "generateDocument":
      return (
        <Select
          label={t("companyEvents.config.documentTemplate")}
          required
          searchable
          data={choices(documents.data)}
          value={text(config.documentTemplateId)}
          onChange={(value) => set("documentTemplateId", idOf(value))}
          error={errors.documentTemplateId}
        />
      );
    case "callWebhook":
      return (
        <WebhookFields
          companyId={companyId}
          saved={
            eventId !== undefined && action.savedIndex !== undefined
              ? { eventId, index: action.savedIndex }
              : undefined
          }
          config={config}
          errors={errors}
          onChange={onChange}
        />
      );
    case "setUnderwritingStatus":
      return (
        <Select
          label={t("companyEvents.config.status")}
          required
          data={choices(statuses.data)}
          value={text(config.underwritingStatusId)}
          onChange={(value) => set("underwritingStatusId", idOf(value))}
          error={errors.underwritingStatusId}
        />
      );
    case "assignUnderwriter":
      return (
        <Select
          label={t("companyEvents.config.user")}
          required
          searchable
          data={userOptions}
          value={text(config.userId)}
          onChange={(value) => set("userId", idOf(value))}
          error={errors.userId}
        />
      );
    case "addNote":
      return (
        <Textarea
          label={t("companyEvents.config.note")}
          required
          autosize
          minRows={2}
          maxLength={2000}
          value={String(config.text ?? "")}
          onChange={(event) => set("text", event.currentTarget.value)}
          error={errors.text}
        />
      );
    case "notifyUsers":
      return (
        <>
          <MultiSelect
            label={t("companyEvents.config.users")}
            required
            searchable
            data={userOptions}
            value={((config.userIds as number[] | undefined) ?? []).map(String)}
            onChange={(values) => set("userIds", values.map(Number))}
            error={errors.userIds}
          />
          <TextInput
            label={t("companyEvents.config.message")}
            required
            maxLength={500}
            value={String(config.message ?? "")}
            onChange={(event) => set("message", event.currentTarget.value)}
            error={errors.message}
          />
        </>
      );
    case "wait":
      return (
        <NumberInput
          label={t("companyEvents.config.seconds")}
          required
          min={1}
          allowDecimal={false}
          value={typeof config.seconds === "number" ? config.seconds : ""}
          onChange={(value) => set("seconds", typeof value === "number" ? value : undefined)}
          error={errors.seconds}
        />
      );
    default:
      return <Text size="sm">{action.action}</Text>;
  }
}
