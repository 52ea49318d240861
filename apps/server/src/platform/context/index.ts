/**
 * What every use case is given besides its input: `useCase(ctx, input)` (docs/architecture.md
 * "Use cases"). The dependencies (database handle, outbox, jobs, storage, realtime, config) and
 * who is acting, with the clock on the actor. A use case that runs inside another's transaction
 * is handed `{ ...ctx, db: tx }`.
 */
import type { Actor, RequestOrigin } from "../actor/index.ts";
import type { AppDeps } from "../deps/index.ts";

export interface Ctx extends AppDeps {
  /** Who is acting; `actor.actingCompanyId` is the company they act for. */
  actor: Actor;
}

/** The context of a flow with no signed-in user yet (sign-in, registration, reset links). */
export interface OriginCtx extends AppDeps {
  origin: RequestOrigin;
}

export function contextOf(deps: AppDeps, actor: Actor): Ctx {
  return { ...deps, actor };
}

export function originContextOf(deps: AppDeps, origin: RequestOrigin): OriginCtx {
  return { ...deps, origin };
}
