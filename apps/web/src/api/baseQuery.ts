/**
 * The one base query (SPEC §4, §7, §8): cookie session with credentials, the anti-forgery
 * header from the XSRF-TOKEN cookie, one retry after refreshing that cookie on 419, redirects
 * for 403 reasons, sign-out on 401 and error toasts.
 */

import type { UnknownAction } from "@reduxjs/toolkit";
import {
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
} from "@reduxjs/toolkit/query";
import type { TUser } from "../domain.ts";
import { t } from "../i18n/index.ts";
import { notify } from "../ui/notify.ts";
import { apiErrorBody, shouldToast, toastApiError } from "./apiErrors.ts";
import { apiBaseUrl, apiUrl } from "./config.ts";
import { readCookie } from "./cookies.ts";
import { currentPath, navigateTo } from "./navigate.ts";
import { forgetSession, storedIntendedPath, storeIntendedPath, temporaryToken } from "./session.ts";
import { emitSessionEnded } from "./sessionEvents.ts";
import { sessionCleared, twoFactorFinished, twoFactorStarted } from "./sessionSlice.ts";

const xsrfCookie = "XSRF-TOKEN";
const requestTimeoutMs = 30_000;
const logoutNoticeDebounceMs = 400;

/** Query strings with repeated keys for arrays (`notificationIds[]=a&notificationIds[]=b`). */
export function serializeParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return search.toString();
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl,
  paramsSerializer: serializeParams,
  credentials: "include",
  timeout: requestTimeoutMs,
  prepareHeaders: (headers, { arg }) => {
    headers.set("Accept", "application/json");
    // Only mutations are checked for it (SPEC §8); reading document.cookie is a round trip to
    // the browser process in Chromium (0.5-5 ms each here), which every read paid.
    const xsrf = methodOf(arg) === "GET" ? null : readCookie(xsrfCookie);
    if (xsrf) headers.set("X-XSRF-TOKEN", xsrf);
    const token = temporaryToken();
    if (token) headers.set("X-Temporary-Token", token);
    return headers;
  },
});

let csrfRequest: Promise<void> | null = null;

/** GET /sanctum/csrf-cookie once, shared by every request waiting for it. */
export function refreshCsrfCookie(): Promise<void> {
  csrfRequest ??= fetch(apiUrl("/sanctum/csrf-cookie"), { credentials: "include" })
    .then(() => undefined)
    .catch(() => undefined)
    .finally(() => {
      csrfRequest = null;
    });
  return csrfRequest;
}

function methodOf(args: string | FetchArgs): string {
  return typeof args === "string" ? "GET" : (args.method ?? "GET").toUpperCase();
}

/** The signed-in user as cached by the `getUser` query, if any. */
export function cachedUser(state: unknown): TUser | null {
  const queries = (state as { api?: { queries?: Record<string, unknown> } }).api?.queries ?? {};
  for (const entry of Object.values(queries)) {
    const query = entry as { endpointName?: string; data?: TUser } | undefined;
    if (query?.endpointName === "getUser" && query.data) return query.data;
  }
  return null;
}

let logoutNoticeTimer: ReturnType<typeof setTimeout> | undefined;
function showLogoutNotice() {
  clearTimeout(logoutNoticeTimer);
  logoutNoticeTimer = setTimeout(() => {
    notify({
      id: "session-logged-out",
      title: t("shell.session.loggedOutTitle"),
      message: t("shell.session.loggedOut"),
      variant: "warning",
    });
  }, logoutNoticeDebounceMs);
}

const twoFactorPaths = {
  "2fa.setup": "/two-factor-auth/setup",
  "2fa.verify": "/two-factor-auth/verify",
};

interface SessionHooks {
  /** `baseApi.util.resetApiState()`, passed in to keep this file free of an import cycle. */
  resetApiState: () => UnknownAction;
}

export function createBaseQuery(
  hooks: SessionHooks,
): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  return async (args, api, extraOptions) => {
    const method = methodOf(args);
    if (method !== "GET" && !readCookie(xsrfCookie)) await refreshCsrfCookie();

    let result = await rawBaseQuery(args, api, extraOptions);
    if (result.error?.status === 419) {
      await refreshCsrfCookie();
      result = await rawBaseQuery(args, api, extraOptions);
    }

    const error = result.error;
    if (!error) {
      const url = typeof args === "string" ? args : args.url;
      if (result.meta?.response?.status === 204 && /two-factor|logout/.test(url)) {
        api.dispatch(twoFactorFinished());
      }
      return result;
    }

    if (error.status === 401) {
      const user = cachedUser(api.getState());
      if (user && !user.isTemporaryUser) {
        forgetSession();
        emitSessionEnded();
        api.dispatch(sessionCleared());
        api.dispatch(hooks.resetApiState());
        showLogoutNotice();
        navigateTo("/login", { replace: true });
      }
    }

    const reason = error.status === 403 ? apiErrorBody(error)?.reason : undefined;
    if (reason === "2fa.setup" || reason === "2fa.verify") {
      const path = currentPath();
      // On the sign-in and two-factor screens the intended path is already known (the page
      // that sent the user to log in): keep it rather than remembering the screen itself.
      const onAuthScreen = /^\/(two-factor-auth|login|register|password-expired)(\/|\?|$)/.test(
        path,
      );
      const intended = onAuthScreen ? storedIntendedPath() : path;
      storeIntendedPath(intended);
      api.dispatch(twoFactorStarted(intended));
      navigateTo(twoFactorPaths[reason], { replace: true });
    } else if (reason === "passwordExpired") {
      navigateTo("/password-expired", { replace: true });
    } else if (reason === "microsoftTokenExpired") {
      // An expired Microsoft token (SPEC §4): through Microsoft again, back to the same page.
      const returnTo = encodeURIComponent(currentPath());
      window.location.assign(apiUrl(`/microsoft/login?returnTo=${returnTo}`));
    }

    if (shouldToast(error, api.endpoint)) toastApiError(error);
    return result;
  };
}
