import { Alert, Center, Image, Loader, ScrollArea, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { DownloadError, fetchFile } from "../../../api/download.ts";
import { messages } from "../../../domain.ts";
import { previewKind } from "../../../ui/fileTypes.ts";

interface Props {
  /** API path of the file version, e.g. `/companies/1/file-versions/2`. */
  path: string;
  name: string;
  mimeType: string;
}

type State =
  | { kind: "loading" }
  | { kind: "blob"; url: string; as: "pdf" | "image" }
  | { kind: "text"; text: string }
  | { kind: "error"; message: string };

/**
 * A stored file shown inline (SPEC §7): PDFs in an object element, images as images, text as
 * text; any other type says `Cannot preview this file type`. A failed fetch shows the server's
 * message, else `Failed to load content`. The object URL is revoked when the preview goes.
 */
export function FilePreview({ path, name, mimeType }: Props) {
  const kind = previewKind(mimeType);
  const [state, setState] = useState<State>({ kind: "loading" });
  useEffect(() => {
    if (!kind) return;
    let url: string | null = null;
    let cancelled = false;
    setState({ kind: "loading" });
    fetchFile(`${path}?type=inline`)
      .then(async ({ blob, text }) => {
        if (cancelled) return;
        if (kind === "text") {
          setState({ kind: "text", text: text ?? (await blob.text()) });
          return;
        }
        if (!blob) {
          setState({ kind: "error", message: messages.cannotPreview });
          return;
        }
        url = URL.createObjectURL(blob);
        setState({ kind: "blob", url, as: kind });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const message =
          error instanceof DownloadError && error.status !== 0
            ? error.message
            : messages.failedToLoad;
        setState({
          kind: "error",
          message: message === messages.failedToDownload ? messages.failedToLoad : message,
        });
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, kind]);

  if (!kind) return <Alert color="gray">{messages.cannotPreview}</Alert>;
  if (state.kind === "loading")
    return (
      <Center h={240}>
        <Loader aria-label={`Loading ${name}`} />
      </Center>
    );
  if (state.kind === "error") return <Alert color="red">{state.message}</Alert>;
  if (state.kind === "text")
    return (
      <ScrollArea h={520} type="auto">
        <Text component="pre" ff="monospace" size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {state.text}
        </Text>
      </ScrollArea>
    );
  if (state.as === "image")
    return <Image src={state.url} alt={name} fit="contain" mah={560} radius="sm" />;
  return (
    <object data={state.url} type="application/pdf" width="100%" height={620} aria-label={name}>
      <Alert color="gray">{messages.cannotPreview}</Alert>
    </object>
  );
}
