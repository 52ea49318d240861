/**
 * The use cases of a versioned item, once for every kind (see index.ts for the API). Every
 * change runs in one transaction holding a row lock on the head, checks the domain's rule,
 * mirrors the newest version onto the head and writes an audit row.
 */
import {
  canStartVersion,
  diffVersions,
  isVersionLocked,
  pageMeta,
  pageWindow,
  type TPageQuery,
  type VersionAction,
  type VersionRefusal,
  type VersionRuleResult,
  versionRefusalMessage,
  versionRules,
} from "@platform/domain";
import { count, eq, type SQL, sql } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { assertCan, assertCanAny } from "../access/index.ts";
import { type Actor, actingCompany } from "../actor/index.ts";
import { type AuditAction, audit } from "../audit/index.ts";
import type { Ctx } from "../context/index.ts";
import type { DbOrTx } from "../db/index.ts";
import { inTransaction } from "../db/transaction.ts";
import { conflict, notFound } from "../http/errors.ts";
import { registerVersioned } from "./attach.ts";
import type { HeadRow, Snapshot, VersionedDescriptor, VersionRow } from "./descriptor.ts";
import { stateOf } from "./state.ts";
import { createStore, loose } from "./store.ts";

export interface InsertOptions {
  userId: number | null;
  /** When the first version counts as saved (null: it must be saved before publishing). */
  savedAt: Date | null;
  publishedAt?: Date | null;
  /** Head columns beyond the mirrored content (e.g. `createdByUserId`). */
  headValues?: Record<string, unknown>;
}

interface InsertCopyOptions<V> extends InsertOptions {
  /** The version whose content elsewhere the first version copies (instead of starting empty). */
  copyOf?: V;
}

/** What a change needs of the use case's context: the database and who is acting. */
type ChangeCtx = Pick<Ctx, "db" | "actor">;
/** A read may run inside the caller's transaction (`{ db: tx, actor }`). */
type ReadCtx = { db: DbOrTx; actor: Actor };

export type VersionedItem<H extends HeadRow, V extends VersionRow, C, P> = ReturnType<
  typeof versioned<H, V, C, P>
>;

/** Builds the use cases of one kind of versioned item and registers it for `attach`. */
export function versioned<H extends HeadRow, V extends VersionRow, C, P>(
  d: VersionedDescriptor<H, V, C, P>,
) {
  const store = createStore(d);
  registerVersioned(d);

  function refuse(result: VersionRuleResult, action: VersionAction | "start" | "attach") {
    if (!result.ok) throw conflict(versionRefusalMessage(result.reason, action, d.messages.lock));
  }

  /** Throws the rule's refusal (409 with the spec's message) unless `action` is allowed. */
  function check(action: VersionAction, version: V, versions: readonly V[]) {
    refuse(versionRules[action](stateOf(version), versions.length === 1), action);
  }

  const record = (
    tx: DbOrTx,
    actor: Actor,
    head: { id: number; companyId: number },
    action: string,
    data: Record<string, unknown>,
  ) =>
    audit(
      tx,
      {
        // `{head}.{verb}` and `{version}.{verb}` of the descriptor: every one is in the catalogue.
        action: action as AuditAction,
        userId: actor.user.id,
        companyId: head.companyId,
        subjectType: d.kind,
        subjectId: head.id,
        data,
      },
      actor,
    );

  async function read({ db, actor }: ReadCtx, headId: number): Promise<Snapshot<H, V>> {
    const companyId = actingCompany(actor);
    assertCanAny(actor.user, companyId, d.readers);
    const head = await store.head(db, companyId, headId);
    return { head, versions: await store.versions(db, headId) };
  }

  /** Inserts a head with its first version (draft); used by create, duplicate and seeds. */
  async function insert(tx: DbOrTx, companyId: number, content: C, options: InsertCopyOptions<V>) {
    const head = await store.insertHead(tx, {
      ...d.headColumns(content),
      ...options.headValues,
      companyId,
    });
    const first = await store.insertVersion(tx, {
      ...d.contentColumns(content),
      [d.version.headKey]: head.id,
      companyId,
      versionNumber: 1,
      savedAt: options.savedAt,
      status: options.publishedAt ? "published" : "draft",
      publishedAt: options.publishedAt ?? null,
    });
    if (options.copyOf) await d.hooks?.copied?.(tx, options.copyOf, first);
    else await d.hooks?.created?.(tx, first);
    return store.sync(tx, head.id);
  }

  /**
   * One change of one version, under the head's row lock: `work` checks and writes, and names
   * its audit action; the head is re-synced and the item presented in the same transaction.
   */
  function change(
    { db, actor }: ChangeCtx,
    headId: number,
    versionId: number,
    work: (
      tx: DbOrTx,
      version: V,
      versions: V[],
    ) => Promise<{ action: string; data?: Record<string, unknown> }>,
  ) {
    const companyId = actingCompany(actor);
    assertCan(actor.user, companyId, d.permission);
    return inTransaction(db, async (tx) => {
      await store.head(tx, companyId, headId, true);
      const all = await store.versions(tx, headId);
      const version = all.find((row) => row.id === versionId);
      if (!version) throw notFound(d.messages.versionNotFound);
      const done = await work(tx, version, all);
      const snapshot = await store.sync(tx, headId);
      await record(tx, actor, snapshot.head, `${d.audit.version}.${done.action}`, {
        versionId,
        versionNumber: version.versionNumber,
        ...done.data,
      });
      return d.present(tx, actor, snapshot);
    });
  }

  /** Whether the domain's rule allows `action` (for `can` flags of content kept elsewhere). */
  function allows(action: VersionAction, version: V, versions: readonly V[]) {
    return versionRules[action](stateOf(version), versions.length === 1).ok;
  }

  return {
    descriptor: d,
    store,
    check,
    allows,
    insert,

    /** The item with its versions (readers of the company). */
    async get(ctx: ReadCtx, input: { headId: number }) {
      return d.present(ctx.db, ctx.actor, await read(ctx, input.headId));
    },

    /** One version of the item, with whether it is the only one (for its `can` flags). */
    async version(ctx: ReadCtx, input: { headId: number; versionId: number }) {
      const { versions } = await read(ctx, input.headId);
      const version = versions.find((row) => row.id === input.versionId);
      if (!version) throw notFound(d.messages.versionNotFound);
      return { version, isOnly: versions.length === 1, versions };
    },

    /** The versions, newest first. */
    async list(ctx: ReadCtx, input: { headId: number }) {
      const { versions } = await read(ctx, input.headId);
      return { versions: [...versions].reverse(), isOnly: versions.length === 1 };
    },

    /** The changes of a version against the one before it. */
    async diff(ctx: ReadCtx, input: { headId: number; versionId: number }) {
      const { versions } = await read(ctx, input.headId);
      const index = versions.findIndex((row) => row.id === input.versionId);
      if (index < 0) throw notFound(d.messages.versionNotFound);
      const version = versions[index]!;
      const previous = versions[index - 1] ?? null;
      return {
        versionNumber: version.versionNumber,
        previousVersionNumber: previous?.versionNumber ?? null,
        changes: previous ? diffVersions(d.contentOf(previous), d.contentOf(version)) : [],
      };
    },

    /** Creates the item; `prepare` validates and returns the first version's content. */
    create(
      { db, actor }: ChangeCtx,
      {
        prepare,
      }: {
        prepare: (tx: DbOrTx) => Promise<{
          content: C;
          saved: boolean;
          data?: object;
          /** Head columns beyond the content (e.g. the agreement a period belongs to). */
          headValues?: Record<string, unknown>;
        }>;
      },
    ) {
      const companyId = actingCompany(actor);
      assertCan(actor.user, companyId, d.permission);
      return inTransaction(db, async (tx) => {
        const { content, saved, data, headValues } = await prepare(tx);
        const snapshot = await insert(tx, companyId, content, {
          userId: actor.user.id,
          savedAt: saved ? actor.now() : null,
          headValues: { ...headValues, createdByUserId: actor.user.id },
        });
        await record(tx, actor, snapshot.head, `${d.audit.head}.created`, { ...data });
        return d.present(tx, actor, snapshot);
      });
    },

    /**
     * Saves a version's content (refused once a risk uses it). `prepare` validates the input
     * against the stored version; `markSaved: false` keeps `savedAt` (partial saves).
     */
    save(
      ctx: ChangeCtx,
      input: {
        headId: number;
        versionId: number;
        prepare: (tx: DbOrTx, version: V) => Promise<C>;
        action?: string;
        markSaved?: boolean;
        data?: (content: C) => object;
      },
    ) {
      const { headId, versionId, prepare, ...options } = input;
      const { actor } = ctx;
      return change(ctx, headId, versionId, async (tx, version, all) => {
        check("edit", version, all);
        const content = await prepare(tx, version);
        await store.updateVersion(tx, versionId, {
          ...d.contentColumns(content),
          ...(options.markSaved === false ? {} : { savedAt: actor.now() }),
        });
        return {
          action: options.action ?? "saved",
          data: options.data
            ? { ...options.data(content) }
            : {
                changes: diffVersions(d.contentOf(version), content).map((c) => c.field),
              },
        };
      });
    },

    publish(ctx: ChangeCtx, { headId, versionId }: { headId: number; versionId: number }) {
      return change(ctx, headId, versionId, async (tx, version, all) => {
        check("publish", version, all);
        await d.hooks?.publishing?.(tx, version);
        await store.updateVersion(tx, versionId, {
          status: "published",
          publishedAt: ctx.actor.now(),
        });
        return { action: "published" };
      });
    },

    unpublish(ctx: ChangeCtx, { headId, versionId }: { headId: number; versionId: number }) {
      return change(ctx, headId, versionId, async (tx, version, all) => {
        check("unpublish", version, all);
        await store.updateVersion(tx, versionId, { status: "draft", publishedAt: null });
        return { action: "unpublished" };
      });
    },

    deleteVersion(ctx: ChangeCtx, { headId, versionId }: { headId: number; versionId: number }) {
      return change(ctx, headId, versionId, async (tx, version, all) => {
        check("delete", version, all);
        await store.deleteVersion(tx, versionId);
        return { action: "deleted" };
      });
    },

    /**
     * A new draft copying the newest version, content in other tables included (the
     * descriptor's `copied` hook), so it is complete before anyone opens it. Unsaved: it must
     * be saved before it can be published.
     */
    newVersion({ db, actor }: ChangeCtx, { headId }: { headId: number }) {
      const companyId = actingCompany(actor);
      assertCan(actor.user, companyId, d.permission);
      return inTransaction(db, async (tx) => {
        const head = await store.head(tx, companyId, headId, true);
        const all = await store.versions(tx, headId);
        refuse(canStartVersion(all, head.archivedAt !== null), "start");
        const newest = all[all.length - 1]!;
        const created = await store.insertVersion(tx, {
          ...d.contentColumns(d.contentOf(newest)),
          [d.version.headKey]: headId,
          companyId,
          versionNumber: newest.versionNumber + 1,
        });
        await d.hooks?.copied?.(tx, newest, created);
        const snapshot = await store.sync(tx, headId);
        await record(tx, actor, head, `${d.audit.version}.created`, {
          versionId: created.id,
          versionNumber: created.versionNumber,
          from: newest.versionNumber,
        });
        return d.present(tx, actor, snapshot);
      });
    },

    /** A new item whose first version copies this one's newest version (and its content). */
    duplicate(
      { db, actor }: ChangeCtx,
      { headId, rename }: { headId: number; rename: (content: C) => C },
    ) {
      const companyId = actingCompany(actor);
      assertCan(actor.user, companyId, d.permission);
      return inTransaction(db, async (tx) => {
        const source = await store.head(tx, companyId, headId);
        const all = await store.versions(tx, headId);
        const newest = all[all.length - 1]!;
        const snapshot = await insert(tx, companyId, rename(d.contentOf(newest)), {
          userId: actor.user.id,
          savedAt: newest.savedAt ? actor.now() : null,
          headValues: { createdByUserId: actor.user.id },
          copyOf: newest,
        });
        await record(tx, actor, snapshot.head, `${d.audit.head}.duplicated`, { from: source.id });
        return d.present(tx, actor, snapshot);
      });
    },

    setArchived(
      { db, actor }: ChangeCtx,
      { headId, archived }: { headId: number; archived: boolean },
    ) {
      const companyId = actingCompany(actor);
      assertCan(actor.user, companyId, d.permission);
      return inTransaction(db, async (tx) => {
        await store.head(tx, companyId, headId, true);
        const head = await store.updateHead(tx, headId, {
          archivedAt: archived ? actor.now() : null,
        });
        const action = archived ? "archived" : "unarchived";
        await record(tx, actor, head, `${d.audit.head}.${action}`, {});
        return d.present(tx, actor, { head, versions: await store.versions(tx, headId) });
      });
    },

    /** Deletes an item no risk uses and nothing else refers to (`deleteInUse` otherwise). */
    remove(
      { db, actor }: ChangeCtx,
      { headId, data = () => ({}) }: { headId: number; data?: (head: H) => object },
    ) {
      const companyId = actingCompany(actor);
      assertCan(actor.user, companyId, d.permission);
      return inTransaction(db, async (tx) => {
        const head = await store.head(tx, companyId, headId, true);
        const all = await store.versions(tx, headId);
        const inUse = all.some(isVersionLocked) || (await d.hooks?.usedElsewhere?.(tx, head));
        if (inUse) throw conflict(d.messages.lock.delete);
        await store.deleteHead(tx, headId);
        await record(tx, actor, head, `${d.audit.head}.deleted`, { ...data(head) });
        return { message: "Deleted" };
      });
    },

    /**
     * One page of heads (a list): `columns` list-sized, filters and order in SQL; the total
     * comes with the page in one statement (a count of its own only past the last page).
     */
    async listPage<T extends Record<string, unknown>>(
      db: DbOrTx,
      columns: T,
      where: SQL | undefined,
      orderBy: SQL[],
      query: TPageQuery,
    ) {
      const { limit, offset } = pageWindow(query);
      const rows = (await loose(db)
        .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(d.head.table)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)) as (SelectResultFields<T> & { total: number })[];
      const total =
        rows[0]?.total ??
        (offset === 0
          ? 0
          : Number(
              (await loose(db).select({ total: count() }).from(d.head.table).where(where))[0]
                ?.total ?? 0,
            ));
      return { rows, meta: pageMeta(total, query) };
    },

    /** The version offered for new business: the newest published one (null when none). */
    latestPublished: store.latestPublished,

    /** True when a newer published version exists: a risk on `versionId` must migrate first. */
    async newerExists(db: DbOrTx, versionId: number): Promise<boolean> {
      const version = await store.versionById(db, versionId);
      if (!version) return false;
      return (
        (await store.neighbour(db, version, "after", eq(d.version.status, "published"))) !== null
      );
    },
  };
}

export type { VersionRefusal };
