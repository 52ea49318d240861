import { z } from "zod";

/** The largest page any list answers; a bigger `perPage` is refused with 422. */
export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 25;

/** `page` and `perPage` of every list endpoint (query strings, so coerced from text). */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** `meta` of every list answer `{ data, meta }`. */
export const ZPageMeta = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  lastPage: z.number().int(),
});
export type TPageMeta = z.infer<typeof ZPageMeta>;

/** The `{ data, meta }` envelope of a list whose rows follow `row`. */
export const ZPage = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), meta: ZPageMeta });

export function pageMeta(total: number, query: TPageQuery): TPageMeta {
  return {
    page: query.page,
    perPage: query.perPage,
    total,
    lastPage: Math.max(1, Math.ceil(total / query.perPage)),
  };
}

/** SQL `limit` and `offset` of a page. */
export function pageWindow(query: TPageQuery): { limit: number; offset: number } {
  return { limit: query.perPage, offset: (query.page - 1) * query.perPage };
}
