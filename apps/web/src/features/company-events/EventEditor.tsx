import "../../i18n/strings/companyEvents.ts";
import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import {
  eventActionKinds,
  type TCompanyEventInput,
  type TCompanyEventView,
} from "@platform/domain/company-events/index";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../api/apiErrors.ts";
import { notifySuccess } from "../../ui/notify.ts";
import { ActionFields, type DraftAction } from "./ActionFields.tsx";
import { type TEventType, useSaveCompanyEventMutation } from "./api.ts";
import { SecretToCopy } from "./SecretToCopy.tsx";

interface Props {
  companyId: number;
  event: TCompanyEventView | null;
  types: TEventType[];
  onClose: () => void;
}

/** The errors of action `i`'s configuration, by field. */
function configErrors(errors: Record<string, string>, i: number) {
  const prefix = `actions.${i}.config.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([field]) => field.startsWith(prefix))
      .map(([field, message]) => [field.slice(prefix.length), message]),
  );
}

/**
 * A company event and its chain (SPEC §3): the server checks the chain's types when it is saved
 * and answers beside the step that cannot run (SPEC §8); a generated webhook secret is shown once.
 */
export function EventEditor({ companyId, event, types, onClose }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(event?.name ?? "");
  const [kind, setKind] = useState<string | null>(event?.event ?? null);
  const [synchronous, setSynchronous] = useState(event?.synchronous ?? false);
  const [delaySeconds, setDelaySeconds] = useState<number>(event?.delaySeconds ?? 0);
  const [daysBefore, setDaysBefore] = useState<number | null>(event?.daysBefore ?? null);
  const [enabled, setEnabled] = useState(event?.enabled ?? true);
  const [actions, setActions] = useState<DraftAction[]>(
    event?.actions.map((action, savedIndex) => ({ ...action, savedIndex })) ?? [],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [secrets, setSecrets] = useState<{ url: string; secret: string }[]>([]);
  const [save, saving] = useSaveCompanyEventMutation();
  const type = types.find((candidate) => candidate.event === kind);

  const change = (i: number, next: Partial<DraftAction>) =>
    setActions((list) => list.map((a, j) => (j === i ? { ...a, ...next } : a)));
  const move = (i: number, by: -1 | 1) =>
    setActions((list) => {
      const next = [...list];
      [next[i], next[i + by]] = [next[i + by]!, next[i]!];
      return next;
    });

  const submit = async () => {
    const body = {
      name,
      event: kind ?? "",
      synchronous,
      delaySeconds,
      daysBefore: type?.daysBefore ? (daysBefore ?? type.daysBefore.default) : null,
      enabled,
      actions: actions.map(({ name, action, config }) => {
        const { secretSet: _, previousSecretExpiresAt: __, ...rest } = config;
        return { name, action, config: rest };
      }),
    } as TCompanyEventInput;
    const result = await save({ companyId, eventId: event?.id, body });
    if (result.error) {
      setErrors(fieldErrors(result.error));
      return;
    }
    notifySuccess(t("companyEvents.saved", { name: result.data.name }));
    const generated = Object.entries(result.data.generatedSecrets ?? {}).map(([i, secret]) => ({
      url: String(result.data.actions[Number(i)]?.config.url ?? ""),
      secret,
    }));
    if (generated.length > 0) setSecrets(generated);
    else onClose();
  };

  if (secrets.length > 0) {
    return (
      <Modal
        opened
        onClose={onClose}
        title={t("companyEvents.editor.secretTitle")}
        size="lg"
        centered
      >
        <Stack gap="md">
          {secrets.map(({ url, secret }) => (
            <Stack key={url + secret} gap={6}>
              <Text size="sm">{t("companyEvents.editor.secretBody", { url })}</Text>
              <SecretToCopy
                secret={secret}
                label={t("companyEvents.editor.secretTitle")}
                testId="webhook-secret"
              />
            </Stack>
          ))}
          <Button onClick={onClose}>{t("companyEvents.editor.secretDone")}</Button>
        </Stack>
      </Modal>
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={event ? t("companyEvents.editor.editTitle") : t("companyEvents.editor.newTitle")}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t("companyEvents.editor.name")}
            required
            data-autofocus
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
          />
          <Select
            label={t("companyEvents.editor.event")}
            placeholder={t("companyEvents.editor.eventPlaceholder")}
            required
            searchable
            data={types.map((option) => ({ value: option.event, label: option.title }))}
            value={kind}
            onChange={setKind}
            description={type?.description}
            error={errors.event}
          />
          {type?.daysBefore && (
            <NumberInput
              label={t("companyEvents.editor.daysBefore")}
              description={t("companyEvents.editor.daysBeforeHint")}
              min={1}
              max={type.daysBefore.max}
              allowDecimal={false}
              value={daysBefore ?? type.daysBefore.default}
              onChange={(value) => setDaysBefore(typeof value === "number" ? value : null)}
              error={errors.daysBefore}
            />
          )}
          {!type?.daysBefore && errors.daysBefore && (
            <Text size="xs" c="red">
              {errors.daysBefore}
            </Text>
          )}
          <Switch
            label={t("companyEvents.editor.synchronous")}
            description={t("companyEvents.editor.synchronousHint")}
            checked={synchronous}
            onChange={(e) => setSynchronous(e.currentTarget.checked)}
          />
          {!synchronous && (
            <NumberInput
              label={t("companyEvents.editor.delaySeconds")}
              description={t("companyEvents.editor.delayHint")}
              min={0}
              allowDecimal={false}
              value={delaySeconds}
              onChange={(value) => setDelaySeconds(typeof value === "number" ? value : 0)}
              error={errors.delaySeconds}
            />
          )}
          {synchronous && errors.delaySeconds && (
            <Text size="xs" c="red">
              {errors.delaySeconds}
            </Text>
          )}
          <Switch
            label={t("companyEvents.editor.enabled")}
            checked={enabled}
            onChange={(e) => setEnabled(e.currentTarget.checked)}
          />
          <Divider />
          <Stack gap={4}>
            <Text fw={600}>{t("companyEvents.editor.actions")}</Text>
            <Text size="xs" c="dimmed">
              {t("companyEvents.editor.actionsHint")}
            </Text>
          </Stack>
          {errors.actions && <Alert color="red">{errors.actions}</Alert>}
          {actions.map((action, i) => {
            const label = action.name || t(`companyEvents.kinds.${action.action}`);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the chain's order is its identity
              <Paper key={i} withBorder radius="md" p="sm" data-testid="event-action">
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Text fw={500} size="sm">
                      {i + 1}. {t(`companyEvents.kinds.${action.action}`)}
                    </Text>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        disabled={i === 0}
                        aria-label={t("companyEvents.editor.moveUp", { name: label })}
                        onClick={() => move(i, -1)}
                      >
                        <IconArrowUp size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        disabled={i === actions.length - 1}
                        aria-label={t("companyEvents.editor.moveDown", { name: label })}
                        onClick={() => move(i, 1)}
                      >
                        <IconArrowDown size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t("companyEvents.editor.remove", { name: label })}
                        onClick={() => setActions((list) => list.filter((_, j) => j !== i))}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Group>
                  {errors[`actions.${i}.action`] && (
                    <Alert color="red" p="xs" data-testid="action-error">
                      {errors[`actions.${i}.action`]}
                    </Alert>
                  )}
                  <TextInput
                    label={t("companyEvents.editor.actionName")}
                    required
                    maxLength={100}
                    value={action.name}
                    onChange={(e) => change(i, { name: e.currentTarget.value })}
                    error={errors[`actions.${i}.name`]}
                  />
                  <ActionFields
                    companyId={companyId}
                    eventId={event?.id}
                    action={action}
                    errors={configErrors(errors, i)}
                    onChange={(config) => change(i, { config })}
                  />
                </Stack>
              </Paper>
            );
          })}
          <Select
            aria-label={t("companyEvents.editor.addAction")}
            placeholder={t("companyEvents.editor.addAction")}
            leftSection={<IconPlus size={16} />}
            data={eventActionKinds.map((value) => ({
              value,
              label: t(`companyEvents.kinds.${value}`),
            }))}
            value={null}
            onChange={(value) => {
              if (!value) return;
              const action = value as DraftAction["action"];
              setActions((list) => [
                ...list,
                { name: t(`companyEvents.kinds.${action}`), action, config: {} },
              ]);
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving.isLoading}>
              {t("companyEvents.editor.cancel")}
            </Button>
            <Button type="submit" loading={saving.isLoading}>
              {t("companyEvents.editor.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
