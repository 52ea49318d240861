import type { AppDeps } from "../../app.ts";
import { RESET_LINK_JOB, type ResetLinkRequest, sendResetLink } from "./service.ts";

export function passwordLifecycleJobs(deps: AppDeps) {
  deps.jobs.define<ResetLinkRequest>({
    name: RESET_LINK_JOB,
    // The link is only useful soon: a few quick retries, then the user asks again.
    retryLimit: 3,
    retryDelaySeconds: 5,
    handle: (request) => sendResetLink(deps, request),
  });
}
