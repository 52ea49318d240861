/**
 * The one RTK Query API. Features inject their endpoints (`baseApi.injectEndpoints`); tags are
 * the spec's cached data categories; unused data is kept 60 seconds (SPEC §9).
 */
import type { UnknownAction } from "@reduxjs/toolkit";
import { createApi } from "@reduxjs/toolkit/query/react";
import { createBaseQuery } from "./baseQuery.ts";
import { apiTags } from "./tags.ts";

export const baseApi = createApi({
  reducerPath: "api",
  baseQuery: createBaseQuery({ resetApiState: (): UnknownAction => baseApi.util.resetApiState() }),
  tagTypes: apiTags,
  keepUnusedDataFor: 60,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
