import { useState } from "react";
import { useNavigate } from "react-router";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { ConfirmModal } from "../../../ui/ConfirmModal.tsx";
import { notifyError, notifySuccess } from "../../../ui/notify.ts";
import {
  type TFolderView,
  useCreateFolderMutation,
  useDeleteFolderMutation,
  useUpdateFolderMutation,
} from "../api.ts";
import type { FolderAction } from "./FolderMenu.tsx";
import { MoveModal } from "./MoveModal.tsx";
import { NameModal } from "./NameModal.tsx";

/** The shareable address of a folder: public ones open signed out, private ones after sign-in. */
export const folderLink = (companyId: number, folderId: number) =>
  `${window.location.origin}/companies/${companyId}/folders/${folderId}`;

/** New folder, and what the open folder's menu does. */
export function useFolderDialogs(companyId: number, folder: TFolderView | null) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<"new" | "rename" | "move" | "delete" | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [create, creating] = useCreateFolderMutation();
  const [update, updating] = useUpdateFolderMutation();
  const [remove, removing] = useDeleteFolderMutation();
  const close = () => {
    setOpen(null);
    setError(undefined);
  };
  const change = async (body: Parameters<typeof update>[0]["body"], done: string) => {
    if (!folder) return;
    const result = await update({ companyId, folderId: folder.id, body });
    if ("error" in result) {
      const found = fieldErrors(result.error);
      setError(found.name ?? found.parentId);
      return;
    }
    notifySuccess(done, folder.name);
    close();
  };

  const onAction = async (action: FolderAction | "new") => {
    if (!folder) return;
    if (action === "lock")
      return change({ locked: !folder.locked }, folder.locked ? "Unlocked" : "Locked");
    if (action === "visibility")
      return change(
        { visibility: folder.visibility === 2 ? 1 : 2 },
        folder.visibility === 2
          ? "Now private: the link needs sign-in"
          : "Now public: anyone with the link can open it",
      );
    if (action === "copyLink") {
      try {
        await navigator.clipboard.writeText(folderLink(companyId, folder.id));
        notifySuccess("Link copied", folder.name);
      } catch {
        notifyError(folderLink(companyId, folder.id), "Copy this link");
      }
      return;
    }
    setOpen(action);
  };

  const dialogs = (
    <>
      <NameModal
        opened={open === "new"}
        title="New folder"
        confirmLabel="Create"
        loading={creating.isLoading}
        error={error}
        onSubmit={async (name) => {
          if (!folder) return;
          const result = await create({ companyId, name, parentId: folder.id });
          if ("error" in result) {
            setError(fieldErrors(result.error).name);
            return;
          }
          notifySuccess("Folder created", name);
          close();
        }}
        onCancel={close}
      />
      <NameModal
        opened={open === "rename"}
        title="Rename folder"
        initial={folder?.name}
        confirmLabel="Rename"
        loading={updating.isLoading}
        error={error}
        onSubmit={(name) => change({ name }, "Renamed")}
        onCancel={close}
      />
      {open === "move" && folder && (
        <MoveModal
          companyId={companyId}
          opened
          title={`Move ${folder.name}`}
          disabledFolderId={folder.id}
          currentFolderId={folder.parentId ?? folder.id}
          loading={updating.isLoading}
          error={error}
          onSubmit={(parentId) => change({ parentId }, "Moved")}
          onCancel={close}
        />
      )}
      <ConfirmModal
        opened={open === "delete"}
        title="Delete folder"
        body={`Delete "${folder?.name ?? ""}" with its folders and files? This cannot be undone.`}
        confirmLabel="Delete"
        loading={removing.isLoading}
        onConfirm={async () => {
          if (!folder) return;
          const result = await remove({ companyId, folderId: folder.id });
          close();
          if ("error" in result) return;
          notifySuccess("Folder deleted", folder.name);
          navigate(folder.parentId ? `/company/files/${folder.parentId}` : "/company/files");
        }}
        onCancel={close}
      />
    </>
  );
  return { onAction, dialogs };
}
