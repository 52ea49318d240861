import { Alert, Center, Loader, Paper, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { DownloadError, fetchFile } from "../../../api/download.ts";

interface Props {
  /** API path answering a PDF, and the body when it is a POST; null shows nothing yet. */
  request: { path: string; body?: unknown } | null;
  onErrors?: (errors: Record<string, string[]> | null) => void;
}

/** Shows a generated PDF inline (an object element over a blob URL, revoked when replaced). */
export function PdfPreview({ request, onErrors }: Props) {
  const [state, setState] = useState<
    | { kind: "idle" }
    | { kind: "loading" }
    | { kind: "ready"; url: string }
    | { kind: "error"; message: string }
  >({ kind: "idle" });
  useEffect(() => {
    if (!request) return;
    let url: string | null = null;
    let cancelled = false;
    setState({ kind: "loading" });
    fetchFile(
      request.path,
      request.body === undefined ? {} : { method: "POST", body: request.body },
    )
      .then(({ blob }) => {
        if (cancelled) return;
        if (blob?.type !== "application/pdf") {
          setState({ kind: "error", message: "Cannot preview this file type" });
          return;
        }
        url = URL.createObjectURL(blob);
        onErrors?.(null);
        setState({ kind: "ready", url });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const failure = error instanceof DownloadError ? error : null;
        onErrors?.(failure?.errors ?? null);
        setState({ kind: "error", message: failure?.message ?? "Failed to load content" });
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [request, onErrors]);

  if (state.kind === "idle")
    return (
      <Paper withBorder p="lg">
        <Text c="dimmed">
          Choose a sample or one of your risks and press Preview to see the PDF here.
        </Text>
      </Paper>
    );
  if (state.kind === "loading")
    return (
      <Center h={200}>
        <Loader aria-label="Generating preview" />
      </Center>
    );
  if (state.kind === "error") return <Alert color="red">{state.message}</Alert>;
  return (
    <object
      data={state.url}
      type="application/pdf"
      width="100%"
      height={720}
      aria-label="Template preview"
    >
      <Text>Cannot preview this file type</Text>
    </object>
  );
}
