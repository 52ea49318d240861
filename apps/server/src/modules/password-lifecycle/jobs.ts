import { systemClock } from "../../platform/clock/index.ts";
import { originContextOf } from "../../platform/context/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { RESET_LINK_JOB, type ResetLinkRequest } from "./reset-tokens.ts";
import { sendResetLink } from "./send-reset-link.ts";

export function passwordLifecycleJobs(deps: AppDeps) {
  deps.jobs.define<ResetLinkRequest>({
    name: RESET_LINK_JOB,
    // The link is only useful soon: a few quick retries, then the user asks again.
    retryLimit: 3,
    retryDelaySeconds: 5,
    handle: ({ email, ip, userAgent }) =>
      sendResetLink(originContextOf(deps, { ip, userAgent, now: () => systemClock.now() }), {
        email,
      }),
  });
}
