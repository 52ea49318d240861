import { Modal } from "@mantine/core";
import { useState } from "react";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { DownloadError, downloadFile } from "../../../api/download.ts";
import { messages } from "../../../domain.ts";
import { ConfirmModal } from "../../../ui/ConfirmModal.tsx";
import { notifyError, notifySuccess } from "../../../ui/notify.ts";
import {
  type TFolderFileView,
  useDeleteFolderFileMutation,
  useUpdateFolderFileMutation,
} from "../api.ts";
import { FilePreview } from "./FilePreview.tsx";
import type { FileAction } from "./FileTable.tsx";
import { MoveModal } from "./MoveModal.tsx";
import { NameModal } from "./NameModal.tsx";
import { VersionsModal } from "./VersionsModal.tsx";

type Open = { kind: "preview" | "rename" | "move" | "delete"; file: TFolderFileView } | null;

/** What a file's menu does: the dialogs it opens and the changes it sends. */
export function useFileDialogs(companyId: number, canManage: boolean) {
  const [open, setOpen] = useState<Open>(null);
  const [versionsOf, setVersionsOf] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [update, updating] = useUpdateFolderFileMutation();
  const [remove, removing] = useDeleteFolderFileMutation();
  const close = () => {
    setOpen(null);
    setError(undefined);
  };
  const versionPath = (file: TFolderFileView) =>
    `/companies/${companyId}/file-versions/${file.currentVersionId}`;

  const change = async (
    file: TFolderFileView,
    body: Parameters<typeof update>[0]["body"],
    done: string,
  ) => {
    const result = await update({ companyId, fileId: file.id, body });
    if ("error" in result) {
      const found = fieldErrors(result.error);
      setError(found.name ?? found.folderId);
      return false;
    }
    notifySuccess(done, file.name);
    close();
    return true;
  };

  const onAction = async (action: FileAction, file: TFolderFileView) => {
    if (action === "versions") return setVersionsOf(file.id);
    if (action === "download") {
      try {
        await downloadFile(versionPath(file), file.name);
      } catch (failure) {
        notifyError(failure instanceof DownloadError ? failure.message : messages.failedToDownload);
      }
      return;
    }
    if (action === "lock")
      return change(file, { locked: !file.locked }, file.locked ? "Unlocked" : "Locked");
    if (action === "protect")
      return change(
        file,
        { protected: !file.protected },
        file.protected ? "Protection removed" : "Protected",
      );
    if (action === "visibility")
      return change(
        file,
        { visibility: file.visibility === 2 ? 1 : 2 },
        file.visibility === 2 ? "Now private" : "Now public",
      );
    setOpen({ kind: action as "preview" | "rename" | "move" | "delete", file });
  };

  const dialogs = (
    <>
      <Modal
        opened={open?.kind === "preview"}
        onClose={close}
        title={open?.file.name}
        size="xl"
        centered
        closeButtonProps={{ "aria-label": "Close" }}
      >
        {open?.kind === "preview" && (
          <FilePreview
            path={versionPath(open.file)}
            name={open.file.name}
            mimeType={open.file.mimeType}
          />
        )}
      </Modal>
      <NameModal
        opened={open?.kind === "rename"}
        title="Rename file"
        initial={open?.file.name}
        confirmLabel="Rename"
        loading={updating.isLoading}
        error={error}
        onSubmit={(name) => open && change(open.file, { name }, "Renamed")}
        onCancel={close}
      />
      {open?.kind === "move" && (
        <MoveModal
          companyId={companyId}
          opened
          title={`Move ${open.file.name}`}
          currentFolderId={open.file.folderId}
          loading={updating.isLoading}
          error={error}
          onSubmit={(folderId) => change(open.file, { folderId }, "Moved")}
          onCancel={close}
        />
      )}
      <ConfirmModal
        opened={open?.kind === "delete"}
        title="Delete file"
        body={`Delete "${open?.file.name ?? ""}" and all its versions? This cannot be undone.`}
        confirmLabel="Delete"
        loading={removing.isLoading}
        onConfirm={async () => {
          if (!open) return;
          const result = await remove({ companyId, fileId: open.file.id });
          if (!("error" in result)) notifySuccess("File deleted", open.file.name);
          close();
        }}
        onCancel={close}
      />
      <VersionsModal
        companyId={companyId}
        fileId={versionsOf}
        canManage={canManage}
        onClose={() => setVersionsOf(null)}
      />
    </>
  );
  return { onAction, dialogs };
}
