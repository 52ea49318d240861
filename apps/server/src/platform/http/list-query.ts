import { ZPageQuery } from "@platform/domain";
import { z } from "zod";

/** The query of a list that pages and searches on the server: `page`, `perPage`, `search`. */
export const ZSearchPageQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
});
