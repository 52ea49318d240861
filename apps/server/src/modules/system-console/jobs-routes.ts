/** The system console's jobs panel (SPEC §6): queues and their figures, failed jobs retried. */
import { ZFailedJobPage, ZFailedJobQuery, ZJobParams, ZJobQueuePage } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { listFailedJobs } from "./list-failed-jobs.ts";
import { listJobQueues } from "./list-job-queues.ts";
import { retryJob } from "./retry-job.ts";

export async function systemJobsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["system console"];

  r.get(
    "/api/system/jobs/queues",
    {
      schema: {
        tags,
        summary:
          "Every job queue with its waiting, active, failed and completed jobs and its drain rate (system company only)",
        response: { 200: ZJobQueuePage },
      },
    },
    async (request) => listJobQueues(requireContext(request, deps)),
  );

  r.get(
    "/api/system/jobs/failed",
    {
      schema: {
        tags,
        summary: "Jobs that failed after their last retry, newest first (system company only)",
        querystring: ZFailedJobQuery,
        response: { 200: ZFailedJobPage },
      },
    },
    async (request) => listFailedJobs(requireContext(request, deps), { query: request.query }),
  );

  r.post(
    "/api/system/jobs/:queue/:jobId/retry",
    {
      schema: {
        tags,
        summary: "Run a failed job again (system company only)",
        params: ZJobParams,
      },
    },
    async (request, reply) => {
      await retryJob(requireContext(request, deps), request.params);
      return reply.status(204).send();
    },
  );
}
