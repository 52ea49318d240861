import { messages } from "@platform/domain";
import { invalid } from "../../platform/http/errors.ts";
import { contentMatchesType } from "./content-check.ts";
import { allowedFileTypes, MAX_FILE_MB } from "./types.ts";

/**
 * SPEC §5: an allowed type and below the size limit, in the spec's words, and bytes that are of
 * the declared type (content-check.ts): every upload passes here.
 */
export function checkUpload(input: { mimeType: string; data: Buffer }, allowedTypes?: string[]) {
  const mimeType = input.mimeType.split(";")[0]!.trim().toLowerCase();
  if (!allowedFileTypes[mimeType] || (allowedTypes && !allowedTypes.includes(mimeType)))
    throw invalid({ file: messages.invalidFileType });
  if (input.data.length === 0) throw invalid({ file: messages.required });
  if (input.data.length > MAX_FILE_MB * 1024 * 1024)
    throw invalid({ file: messages.fileTooLarge(MAX_FILE_MB) });
  if (!contentMatchesType(mimeType, input.data))
    throw invalid({ file: messages.fileContentMismatch });
  return mimeType;
}
