/** Reading RTK Query errors and turning them into the toasts of SPEC §8. */

import type { FetchBaseQueryError } from "@reduxjs/toolkit/query";
import { messages, type TApiError } from "../domain.ts";
import { t } from "../i18n/index.ts";
import { notify } from "../ui/notify.ts";

export function apiErrorBody(error: unknown): TApiError | null {
  if (typeof error !== "object" || error === null || !("data" in error)) return null;
  const data = (error as { data: unknown }).data;
  if (
    typeof data === "object" &&
    data !== null &&
    typeof (data as TApiError).message === "string"
  ) {
    return data as TApiError;
  }
  return null;
}

export function httpStatus(error: unknown): number | string | null {
  if (typeof error !== "object" || error === null || !("status" in error)) return null;
  return (error as FetchBaseQueryError).status;
}

/** Field errors of a 422 reply, first message per field, ready for `form.setErrors`. */
export function fieldErrors(error: unknown): Record<string, string> {
  const body = apiErrorBody(error);
  if (httpStatus(error) !== 422 || !body?.errors) return {};
  return Object.fromEntries(
    Object.entries(body.errors)
      .filter(([, list]) => list.length > 0)
      .map(([field, list]) => [field, list[0] ?? ""]),
  );
}

/** SPEC §8: these known replies are handled by the session logic, never toasted. */
const silentMessages = new Set<string>([
  messages.unauthenticated,
  messages.verifyTwoFactor,
  messages.csrfMismatch,
]);

/** Queries whose failure the page shows itself (company portal error display). */
const endpointsShowingTheirOwnError = new Set([
  "getCompanyByHandle",
  "getPortal",
  "getCompany",
  "describeInvitation",
  // A status still in use answers 409: the delete dialog then asks where its risks go.
  "deleteUnderwritingStatus",
  // The risk screens show these lists' failures in place (underwriter panel, board columns).
  "riskNotes",
  "riskMessages",
  "riskTimeline",
  "riskEndorsements",
  "availableEndorsements",
  "underwritingStatuses",
  // The designer shows a refused save on the fields at fault (a formula at its position).
  "saveDesignPart",
  // The quick quote says in place why it is not offered (not a broker, not offered the package).
  "getQuickQuote",
  "quickQuotePackages",
  // The risks page shows its list's failure itself (SPEC §8 view), so no toast repeats it.
  "listRisks",
]);

export function shouldToast(error: FetchBaseQueryError, endpoint: string): boolean {
  if (endpointsShowingTheirOwnError.has(endpoint)) return false;
  // SPEC §8: a failed logout is ignored.
  if (endpoint === "logout") return false;
  if (endpoint === "getUser" && (error.status === 401 || error.status === 403)) return false;
  if (error.status === 403 && apiErrorBody(error)?.reason) return false;
  const message = apiErrorBody(error)?.message;
  return !(message && silentMessages.has(message));
}

/** "TypeError: Failed to fetch" → ["TypeError", "Failed to fetch"]. */
function splitErrorName(text: string): [string | undefined, string] {
  const match = /^([A-Za-z]*Error):\s*(.*)$/s.exec(text);
  return match ? [match[1], match[2] ?? ""] : [undefined, text];
}

export function toastApiError(error: FetchBaseQueryError) {
  const body = apiErrorBody(error);
  if (body?.message) {
    notify({ message: body.message, variant: "error" });
    return;
  }
  if ("error" in error && typeof error.error === "string") {
    const [name, message] = splitErrorName(error.error);
    notify({
      title: name ?? t("common.error"),
      message: `[${error.status}] ${message}`,
      variant: "error",
    });
    return;
  }
  const code = typeof error.status === "number" ? `[${error.status}] ` : "";
  notify({
    title: t("common.error"),
    message: `${code}${t("common.unknownError")}`,
    variant: "error",
  });
}
