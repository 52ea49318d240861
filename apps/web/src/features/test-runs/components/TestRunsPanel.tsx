import "../../../i18n/strings/rating.ts";
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { messages } from "@platform/domain/messages";
import type { TTestCase, TTestRunView } from "@platform/domain/product-design/index";
import { IconPlayerPlay, IconPlus, IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../ui/formatDate.ts";
import { useLatestTestRunQuery, useRunTestsMutation, type VersionKey } from "../api.ts";

interface Props {
  versionKey: VersionKey;
  testCases: TTestCase[];
  onChange: (testCases: TTestCase[]) => void;
  errors: Record<string, string[]>;
  readOnly: boolean;
  /** True while test cases are not saved (a run uses the saved ones). */
  dirty: boolean;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

function JsonField({
  label,
  value,
  onChange,
  readOnly,
  error,
}: {
  label: string;
  value: unknown;
  onChange: (value: Record<string, unknown>) => void;
  readOnly: boolean;
  error?: string;
}) {
  const [text, setText] = useState(json(value));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setText((current) => {
      try {
        return json(JSON.parse(current)) === json(value) ? current : json(value);
      } catch {
        return current;
      }
    });
  }, [value]);
  return (
    <Textarea
      label={label}
      value={text}
      readOnly={readOnly}
      autosize
      minRows={3}
      maxRows={14}
      spellCheck={false}
      error={invalid ? messages.invalidJson : error}
      styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 12 } }}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        try {
          const parsed = JSON.parse(next);
          if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
            throw new Error("object");
          setInvalid(false);
          onChange(parsed);
        } catch {
          setInvalid(true);
        }
      }}
    />
  );
}

function RunResult({ run }: { run: TTestRunView }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" data-testid="test-run-result">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Badge color={run.passed ? "green" : "red"} size="lg">
            {run.passed ? t("rating.tests.passed") : t("rating.tests.failed")}
          </Badge>
          <Text size="sm">
            {t("rating.tests.summary", { count: run.total, failed: run.failed })}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {formatDateTime(run.createdAt)}
          {run.createdBy ? ` · ${run.createdBy}` : ""}
        </Text>
      </Group>
      <Stack gap="xs">
        {run.cases.map((c) => (
          <Card
            key={c.name}
            withBorder
            padding="xs"
            radius="sm"
            data-testid={`test-case-${c.name}`}
          >
            <Group gap="xs" mb={c.passed ? 0 : 4}>
              <Badge color={c.passed ? "green" : "red"} variant="light">
                {c.passed ? t("rating.tests.pass") : t("rating.tests.fail")}
              </Badge>
              <Text size="sm" fw={500}>
                {c.name}
              </Text>
            </Group>
            {c.differences.length > 0 && (
              <Table fz="xs" verticalSpacing={2} withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("rating.tests.key")}</Table.Th>
                    <Table.Th>{t("rating.tests.expected")}</Table.Th>
                    <Table.Th>{t("rating.tests.actual")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {c.differences.map((d) => (
                    <Table.Tr key={d.key}>
                      <Table.Td ff="monospace">{d.key}</Table.Td>
                      <Table.Td>{String(d.expected)}</Table.Td>
                      <Table.Td c="red">{String(d.actual)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {!c.passed && c.problems.length > 0 && (
              <Text size="xs" c="dimmed" mt={4}>
                {c.problems.join(" · ")}
              </Text>
            )}
          </Card>
        ))}
      </Stack>
    </Card>
  );
}

/** Test cases (sample proposals with expected outputs) and their runs. */
export function TestRunsPanel({ versionKey, testCases, onChange, errors, readOnly, dirty }: Props) {
  const { t } = useTranslation();
  const latest = useLatestTestRunQuery(versionKey);
  const [run, running] = useRunTestsMutation();
  const shown = running.data ?? latest.data?.run ?? null;
  const warning = latest.data?.warning;
  const set = (index: number, patch: Partial<TTestCase>) =>
    onChange(testCases.map((c, i) => (i === index ? { ...c, ...patch } : c)));

  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={3} fz="md">
              {t("rating.tests.runs")}
            </Title>
            <Button
              leftSection={<IconPlayerPlay size={16} />}
              onClick={() => run(versionKey)}
              loading={running.isLoading}
              disabled={dirty}
              data-testid="run-tests"
            >
              {t("rating.tests.run")}
            </Button>
          </Group>
          {dirty && (
            <Text size="xs" c="dimmed">
              {t("rating.tests.saveFirst")}
            </Text>
          )}
          {warning && latest.data?.message && !running.data && (
            <Alert color={warning === "failed" ? "red" : "yellow"}>{latest.data.message}</Alert>
          )}
          {shown && <RunResult run={shown} />}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <Stack gap="md">
          <Title order={3} fz="md">
            {t("rating.tests.cases")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("rating.tests.casesHelp")}
          </Text>
          {testCases.map((c, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: cases are edited in place, renames included
            <Card key={index} withBorder padding="sm" radius="md">
              <Stack gap="xs">
                <Group wrap="nowrap" align="flex-end">
                  <TextInput
                    label={t("rating.tests.name")}
                    value={c.name}
                    readOnly={readOnly}
                    error={errors[`testCases.${index}.name`]?.[0]}
                    onChange={(e) => set(index, { name: e.currentTarget.value })}
                    style={{ flex: 1 }}
                  />
                  {!readOnly && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mb={4}
                      aria-label={t("rating.tests.delete", { name: c.name })}
                      onClick={() => onChange(testCases.filter((_, i) => i !== index))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Group>
                <JsonField
                  label={t("rating.tests.answers")}
                  value={c.answers}
                  readOnly={readOnly}
                  onChange={(answers) => set(index, { answers })}
                />
                <JsonField
                  label={t("rating.tests.expectedValues")}
                  value={c.expected}
                  readOnly={readOnly}
                  onChange={(expected) =>
                    set(index, { expected: expected as TTestCase["expected"] })
                  }
                />
              </Stack>
            </Card>
          ))}
          {!readOnly && (
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              style={{ alignSelf: "flex-start" }}
              onClick={() =>
                onChange([
                  ...testCases,
                  {
                    name: t("rating.tests.newCase", { n: testCases.length + 1 }),
                    answers: {},
                    overrides: {},
                    state: null,
                    taxDate: null,
                    expected: {},
                  },
                ])
              }
            >
              {t("rating.tests.add")}
            </Button>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
