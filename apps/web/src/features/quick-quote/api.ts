import type { TQuickQuoteForm, TQuickQuoteResult } from "@platform/domain/product-design/index";
import { baseApi } from "../../api/baseApi.ts";

/** Either a broker's package (signed in) or a portal's public package. */
export type QuickQuoteTarget =
  | { kind: "broker"; companyId: number; packageId: number }
  | { kind: "public"; handle: string; packageId: number };

const url = (t: QuickQuoteTarget) =>
  t.kind === "broker"
    ? `/companies/${t.companyId}/available-packages/${t.packageId}/quick-quote`
    : `/companies/by-handle/${encodeURIComponent(t.handle)}/products/${t.packageId}/quick-quote`;

export const quickQuoteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getQuickQuote: build.query<TQuickQuoteForm, QuickQuoteTarget>({
      query: (t) => url(t),
      providesTags: ["Rating"],
    }),
    quickQuote: build.mutation<
      TQuickQuoteResult,
      { target: QuickQuoteTarget; answers: Record<string, unknown>; state?: string }
    >({
      query: ({ target, answers, state }) => ({
        url: url(target),
        method: "POST",
        body: { answers, ...(state ? { state } : {}) },
      }),
    }),
    quickQuotePackages: build.query<
      { data: { id: number; name: string; underwriter: { name: string } }[] },
      number
    >({
      // The largest page: a broker is offered a handful of packages.
      query: (companyId) => ({
        url: `/companies/${companyId}/available-packages`,
        params: { perPage: 100 },
      }),
      providesTags: ["ProductPackage"],
    }),
  }),
});

export const { useGetQuickQuoteQuery, useQuickQuoteMutation, useQuickQuotePackagesQuery } =
  quickQuoteApi;
