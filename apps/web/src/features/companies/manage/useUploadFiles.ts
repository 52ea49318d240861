import { useTranslation } from "react-i18next";
import { messages } from "../../../domain.ts";
import { notifyError } from "../../../ui/notify.ts";
import { useUploadFileMutation } from "../api.ts";
import type { TFileVersion } from "../types.ts";

export const MAX_FILE_MB = 20;

/** SPEC §3 attachment types, as a file input's accept list. */
export const attachmentAccept = [
  "image/png",
  "image/gif",
  "image/jpeg",
  "image/svg+xml",
  "image/webp",
  "image/avif",
  "image/heic",
  "image/heif",
  "video/mp4",
  ".zip",
  ".rar",
  ".7z",
  ".csv",
  ".pdf",
  ".doc",
  ".docx",
  ".xls",
  ".xlsx",
  ".ppt",
  ".pptx",
  ".exe",
  ".txt",
  ".json",
  ".eml",
].join(",");

export const brandingImageAccept = "image/png,image/jpeg,image/gif,image/webp,image/avif";

/** Uploads files one by one, refusing oversize ones with the spec's message. */
export function useUploadFiles(companyId: number) {
  const { t } = useTranslation();
  const [upload, state] = useUploadFileMutation();
  const send = async (files: File[], visibility: 1 | 2 = 1): Promise<TFileVersion[]> => {
    const done: TFileVersion[] = [];
    for (const file of files) {
      if (file.size > MAX_FILE_MB * 1024 * 1024) {
        notifyError(messages.fileTooLarge(MAX_FILE_MB), file.name);
        continue;
      }
      const result = await upload({ companyId, file, visibility });
      if (result.data) done.push(result.data);
      else if (!result.error) notifyError(messages.failedToUpload, file.name);
    }
    return done;
  };
  return { send, uploading: state.isLoading, t };
}
