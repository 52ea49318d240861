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
import { requireContext } from "../access/index.ts";
import type { Ctx } from "../context/index.ts";
import type { AppDeps } from "../deps/index.ts";
import { ZCompanyIdParams, ZId } from "../http/params.ts";

/** The item's id as the use cases' input names it, e.g. `{ clauseId }`. */
type ItemId<K extends string> = { [P in K]: number };
type VersionIds<K extends string> = ItemId<K> & { versionId: number };

interface Shared<K extends string> {
  tags: string[];
  /** e.g. `/api/companies/:companyId/clauses` */
  base: string;
  /** The item's id parameter, e.g. `clauseId`. */
  key: K;
  /** The item as answered (with its versions). */
  item: z.ZodType;
}

/** The item's and its version's path parameters. */
function paramsOf(key: string) {
  const item = ZCompanyIdParams.extend({ [key]: ZId });
  return { item, version: item.extend({ versionId: ZId }) };
}

const idOf = (params: unknown, key: string) => (params as Record<string, number>)[key]!;
const itemId = <K extends string>(params: unknown, key: K) =>
  ({ [key]: idOf(params, key) }) as ItemId<K>;
const versionIds = <K extends string>(params: unknown, key: K) =>
  ({ ...itemId(params, key), versionId: idOf(params, "versionId") }) as VersionIds<K>;

export function itemRoutes<K extends string, B extends z.ZodType>(
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
  }: Shared<K> & {
    create: {
      summary: string;
      body: B;
      run: (ctx: Ctx, input: z.output<B>) => Promise<unknown>;
    };
    get: { summary: string; run: (ctx: Ctx, input: ItemId<K>) => Promise<unknown> };
    remove: {
      summary: string;
      response: z.ZodType;
      run: (ctx: Ctx, input: ItemId<K>) => Promise<unknown>;
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
        .send(await create.run(requireContext(request, deps), request.body as z.output<B>)),
  );
  r.get(
    `${base}/:${key}`,
    { schema: { tags, summary: get.summary, params: params.item, response: { 200: item } } },
    async (request) => get.run(requireContext(request, deps), itemId(request.params, key)),
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
    async (request) => remove.run(requireContext(request, deps), itemId(request.params, key)),
  );
}

type VersionRun<K extends string> = (ctx: Ctx, input: VersionIds<K>) => Promise<unknown>;

export function versionRoutes<K extends string, B extends z.ZodType>(
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
  }: Shared<K> & {
    newVersion: { summary: string; run: (ctx: Ctx, input: ItemId<K>) => Promise<unknown> };
    save: {
      summary: string;
      body: B;
      run: (ctx: Ctx, input: VersionIds<K> & z.output<B>) => Promise<unknown>;
    };
    publish: { summary: string; run: VersionRun<K> };
    unpublish: { summary: string; run: VersionRun<K> };
    deleteVersion: { summary: string; run: VersionRun<K> };
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = paramsOf(key);
  const version = `${base}/:${key}/versions/:versionId`;
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
        .send(await newVersion.run(requireContext(request, deps), itemId(request.params, key))),
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
      save.run(requireContext(request, deps), {
        ...(request.body as object),
        ...versionIds(request.params, key),
      } as VersionIds<K> & z.output<B>),
  );
  for (const [action, { summary, run }] of Object.entries({ publish, unpublish })) {
    r.post(
      `${version}/${action}`,
      { schema: { tags, summary, params: params.version, response: { 200: item } } },
      async (request) => run(requireContext(request, deps), versionIds(request.params, key)),
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
    async (request) =>
      deleteVersion.run(requireContext(request, deps), versionIds(request.params, key)),
  );
}
