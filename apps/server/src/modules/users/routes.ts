import { ZChangePasswordRequest, ZUpdateUserRequest, ZUser } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor, requireUser } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { changePassword, signedInUser, updateProfile } from "./service.ts";

export async function userRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["user"];

  r.get(
    "/api/user",
    {
      config: { temporaryAccess: true },
      schema: {
        tags,
        summary: "The signed-in user with roles (also a temporary user)",
        response: { 200: ZUser },
      },
    },
    async (request) => signedInUser(deps.db, requireUser(request)),
  );

  r.put(
    "/api/user",
    {
      schema: {
        tags,
        summary: "Update profile and theme",
        body: ZUpdateUserRequest,
        response: { 200: ZUser },
      },
    },
    async (request) => updateProfile(deps.db, requireActor(request), request.body),
  );

  r.put(
    "/api/user/password",
    { schema: { tags, summary: "Change password", body: ZChangePasswordRequest } },
    async (request, reply) => {
      await changePassword(deps, requireActor(request), request.body, request.session?.id);
      return reply.status(204).send();
    },
  );
}
