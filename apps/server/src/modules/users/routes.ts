import { ZUpdateUserRequest, ZUser } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { fastResponse } from "../../platform/http/serializers.ts";
import { getSignedInUser } from "./get-signed-in-user.ts";
import { updateProfile } from "./update-profile.ts";

export async function userRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["user"];

  r.get(
    "/api/user",
    {
      config: { temporaryAccess: true, anonymousAnswer: true },
      schema: {
        tags,
        summary: "The signed-in user with roles (also a temporary user)",
        description:
          "401 when nobody is signed in; with optional=true, 200 and null instead (the web app's " +
          "first look, so a signed-out page logs no failed request).",
        querystring: z.object({ optional: z.enum(["true", "false"]).optional() }),
        // Asked on every page: precompiled (platform/http/serializers.ts).
        response: { 200: fastResponse(ZUser.nullable()) },
      },
    },
    async (request) => {
      if (!request.user && request.query.optional === "true") return null;
      return getSignedInUser(requireContext(request, deps));
    },
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
    async (request) => updateProfile(requireContext(request, deps), request.body),
  );
}
