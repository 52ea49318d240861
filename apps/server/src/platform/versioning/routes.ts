/**
 * The routes every versioned catalogue item shares (SPEC §4 Draft → Published → locked), for an
 * item at `base` whose id is the path parameter `key`:
 * - `itemRoutes`: `POST base` (create, 201), `GET base/:key`, `DELETE base/:key`;
 * - `versionRoutes`: `POST base/:key/versions` (a new draft, 201), `PUT …/versions/:versionId`
 *   (save), `POST …/publish`, `POST …/unpublish`, `DELETE …/versions/:versionId`.
 * Each item names its tags, schemas, summaries and use cases; an item's own routes (archive,
 * duplicate, diff…) stay in its module.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { requireActor } from "../access/index.ts";
import type { Actor } from "../actor/index.ts";
import type { AppDeps } from "../deps/index.ts";
import { ZCompanyIdParams, ZId } from "../http/params.ts";

type Db = AppDeps["db"];

interface Shared {
  tags: string[];
  /** e.g. `/api/companies/:companyId/clauses` */
  base: string;
  /** The item's id parameter, e.g. `clauseId`. */
  key: string;
  /** The item as answered (with its versions). */
  item: z.ZodType;
}

/** The item's and its version's path parameters. */
function paramsOf(key: string) {
  const item = ZCompanyIdParams.extend({ [key]: ZId });
  return { item, version: item.extend({ versionId: ZId }) };
}

const idOf = (params: unknown, key: string) => (params as Record<string, number>)[key]!;

export function itemRoutes<B extends z.ZodType>(
  app: FastifyInstance,
  deps: AppDeps,
  {
    tags,
    base,
    key,
    item,
    create,
    get,
    remove,
  }: Shared & {
    create: {
      summary: string;
      body: B;
      run: (db: Db, actor: Actor, body: z.output<B>) => Promise<unknown>;
    };
    get: { summary: string; run: (db: Db, actor: Actor, id: number) => Promise<unknown> };
    remove: {
      summary: string;
      response: z.ZodType;
      run: (db: Db, actor: Actor, id: number) => Promise<unknown>;
    };
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = paramsOf(key);
  r.post(
    base,
    {
      schema: {
        tags,
        summary: create.summary,
        params: ZCompanyIdParams,
        response: { 201: item },
        body: create.body,
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await create.run(deps.db, requireActor(request), request.body as z.output<B>)),
  );
  r.get(
    `${base}/:${key}`,
    { schema: { tags, summary: get.summary, params: params.item, response: { 200: item } } },
    async (request) => get.run(deps.db, requireActor(request), idOf(request.params, key)),
  );
  r.delete(
    `${base}/:${key}`,
    {
      schema: {
        tags,
        summary: remove.summary,
        params: params.item,
        response: { 200: remove.response },
      },
    },
    async (request) => remove.run(deps.db, requireActor(request), idOf(request.params, key)),
  );
}

type VersionRun = (db: Db, actor: Actor, id: number, versionId: number) => Promise<unknown>;

export function versionRoutes<B extends z.ZodType>(
  app: FastifyInstance,
  deps: AppDeps,
  {
    tags,
    base,
    key,
    item,
    newVersion,
    save,
    publish,
    unpublish,
    deleteVersion,
  }: Shared & {
    newVersion: { summary: string; run: (db: Db, actor: Actor, id: number) => Promise<unknown> };
    save: {
      summary: string;
      body: B;
      run: (
        db: Db,
        actor: Actor,
        id: number,
        versionId: number,
        body: z.output<B>,
      ) => Promise<unknown>;
    };
    publish: { summary: string; run: VersionRun };
    unpublish: { summary: string; run: VersionRun };
    deleteVersion: { summary: string; run: VersionRun };
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = paramsOf(key);
  const version = `${base}/:${key}/versions/:versionId`;
  const ids = (p: unknown) => [idOf(p, key), idOf(p, "versionId")] as const;
  r.post(
    `${base}/:${key}/versions`,
    {
      schema: {
        tags,
        summary: newVersion.summary,
        params: params.item,
        response: { 201: item },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await newVersion.run(deps.db, requireActor(request), idOf(request.params, key))),
  );
  r.put(
    version,
    {
      schema: {
        tags,
        summary: save.summary,
        params: params.version,
        response: { 200: item },
        body: save.body,
      },
    },
    async (request) =>
      save.run(deps.db, requireActor(request), ...ids(request.params), request.body as z.output<B>),
  );
  for (const [action, { summary, run }] of Object.entries({ publish, unpublish })) {
    r.post(
      `${version}/${action}`,
      { schema: { tags, summary, params: params.version, response: { 200: item } } },
      async (request) => run(deps.db, requireActor(request), ...ids(request.params)),
    );
  }
  r.delete(
    version,
    {
      schema: {
        tags,
        summary: deleteVersion.summary,
        params: params.version,
        response: { 200: item },
      },
    },
    async (request) => deleteVersion.run(deps.db, requireActor(request), ...ids(request.params)),
  );
}
