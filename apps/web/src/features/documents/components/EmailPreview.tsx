import { Alert, Center, Loader, Paper, Stack, Text } from "@mantine/core";
import type { TEmailPreview } from "@platform/domain/documents/index";
import { messages } from "../../../domain.ts";

interface Props {
  state:
    | { kind: "idle" }
    | { kind: "loading" }
    | { kind: "ready"; preview: TEmailPreview }
    | { kind: "error"; message: string };
}

/**
 * An email rendered with a sample or chosen risk: the subject line, then the body in a sandboxed frame
 * (no script, no same-origin access), as a mail client would show it.
 */
export function EmailPreview({ state }: Props) {
  if (state.kind === "idle")
    return (
      <Paper withBorder p="lg">
        <Text c="dimmed">
          Choose a sample or one of your risks and press Preview to see the email here.
        </Text>
      </Paper>
    );
  if (state.kind === "loading")
    return (
      <Center h={200}>
        <Loader aria-label="Rendering preview" />
      </Center>
    );
  if (state.kind === "error")
    return <Alert color="red">{state.message || messages.failedToLoad}</Alert>;
  return (
    <Paper withBorder radius="md" p={0} aria-label="Email preview">
      <Stack
        gap={2}
        p="md"
        style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
      >
        <Text size="xs" c="dimmed">
          Subject
        </Text>
        <Text fw={600} data-testid="email-preview-subject">
          {state.preview.subject}
        </Text>
      </Stack>
      <iframe
        title="Email body preview"
        sandbox=""
        srcDoc={`<!doctype html><meta charset="utf-8"><body style="font-family:system-ui,sans-serif;font-size:14px;line-height:1.5;margin:16px">${state.preview.html}</body>`}
        style={{ width: "100%", height: 520, border: 0, background: "white" }}
      />
    </Paper>
  );
}
