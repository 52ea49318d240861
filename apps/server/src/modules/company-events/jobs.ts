import type { AppDeps } from "../../platform/deps/index.ts";
import { AHEAD_SWEEP_JOB, sweepAheadEvents } from "./ahead-sweep.ts";
import { RUN_JOB, type RunJob, runEventJob } from "./run-chain.ts";

/** The run job (a chain's asynchronous steps) and the hourly sweep of events raised ahead of a date. */
export function companyEventJobs(deps: AppDeps) {
  deps.jobs.define<RunJob>({
    name: RUN_JOB,
    // The job records its own failures on the run (and schedules webhook retries itself).
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    handle: (job) => runEventJob(deps, job),
  });
  deps.jobs.define({
    name: AHEAD_SWEEP_JOB,
    cron: "11 * * * *",
    retryLimit: 0,
    handle: async () => {
      await sweepAheadEvents(deps);
    },
  });
}
