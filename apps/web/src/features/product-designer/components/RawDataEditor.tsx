import "../../../i18n/strings/rating.ts";
import { Code, Grid, ScrollArea, Stack, Text, Textarea, Title } from "@mantine/core";
import { messages } from "@platform/domain/messages";
import {
  type ProposalForm,
  toJsonSchema,
  ZProposalForm,
} from "@platform/domain/proposal-form/index";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  form: ProposalForm;
  onChange: (form: ProposalForm) => void;
  readOnly: boolean;
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * "Raw data": the form definition as JSON, edited directly (`Invalid JSON` until it parses,
 * then the form rules), beside the JSON Schema generated from it.
 */
export function RawDataEditor({ form, onChange, readOnly }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => pretty(form));
  const [error, setError] = useState<string | null>(null);
  const lastApplied = useRef(pretty(form));
  useEffect(() => {
    const incoming = pretty(form);
    if (incoming !== lastApplied.current) {
      lastApplied.current = incoming;
      setText(incoming);
      setError(null);
    }
  }, [form]);
  const schema = useMemo(() => pretty(toJsonSchema(form)), [form]);

  const edit = (value: string) => {
    setText(value);
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      setError(messages.invalidJson);
      return;
    }
    const result = ZProposalForm.safeParse(parsed);
    if (!result.success) {
      const issue = result.error.issues[0];
      setError(
        issue ? `${issue.path.join(".") || "form"}: ${issue.message}` : messages.invalidJson,
      );
      return;
    }
    setError(null);
    lastApplied.current = pretty(result.data);
    onChange(result.data);
  };

  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Textarea
          label={t("rating.raw.form")}
          description={t("rating.raw.help")}
          value={text}
          readOnly={readOnly}
          error={error}
          onChange={(e) => edit(e.currentTarget.value)}
          autosize
          minRows={16}
          maxRows={40}
          spellCheck={false}
          data-testid="raw-form"
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 12 } }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap={4}>
          <Title order={3} fz="sm">
            {t("rating.raw.schema")}
          </Title>
          <Text size="xs" c="dimmed">
            {t("rating.raw.schemaHelp")}
          </Text>
          <ScrollArea.Autosize mah={640} type="auto">
            <Code block fz={11}>
              {schema}
            </Code>
          </ScrollArea.Autosize>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
