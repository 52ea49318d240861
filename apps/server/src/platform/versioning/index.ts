/**
 * The versioning kernel: the one implementation of SPEC §4's versioned items (products,
 * endorsements, and next binding agreement periods). The rules are the domain's
 * (`packages/domain/src/versioning.ts`: each answers allowed or the reason); this kernel applies
 * them to stored rows, so the `can` flags a client sees and the server's refusals are the same.
 *
 * A kind of item is a descriptor (`VersionedDescriptor`): its head table (identity, mirrored
 * catalogue fields, `latestVersionNumber`, `latestPublishedVersionNumber`, `archivedAt`), its
 * version table (`versionNumber`, `status`, `savedAt`, `publishedAt`, `lockedAt`, `usageCount`
 * and the content columns), how content maps to columns, a presenter, and optional hooks for
 * content kept in other tables (`created`, `copied`, `usedElsewhere`).
 *
 * `versioned(descriptor)` registers the kind and answers its use cases, each taking the use
 * case's context (`db` and the `actor`, whose acting company owns the item) and one input
 * object (`{ headId, versionId, … }`):
 * - reads: `get`, `version`, `list` (newest first), `diff` (against the previous version),
 *   `latestPublished(db, headId)`, `newerExists(db, versionId)`; reads never write.
 * - changes, each in one transaction with a row lock on the head, a domain rule check (409 with
 *   the spec's message), the head re-synced and an audit row: `create`, `save`, `publish`,
 *   `unpublish`, `deleteVersion`, `newVersion` (copies the newest version and, through the
 *   `copied` hook, its content elsewhere: a complete snapshot at once), `duplicate`,
 *   `setArchived`, `remove`.
 * - `insert(tx, companyId, content, options)`: a head with its first version, for seeds.
 * - `check(action, version, versions)`: the domain rule as a refusal, for use cases of the
 *   item's own content kept elsewhere (a product's design and datasets).
 *
 * `attach(tx, [{ kind, versionId }, …])` marks versions of any kind in use in the caller's
 * transaction (a risk binding a product version and its endorsements); a bounded number of
 * statements per kind.
 *
 * A binding agreement period is one more descriptor: its head and version tables (built with
 * `headLifecycleColumns`, `versionNumberColumns` and `versionLifecycleColumns`), its content
 * columns and presenter; no workflow code.
 */
export { attach, type VersionRef } from "./attach.ts";
export type {
  HeadRow,
  Snapshot,
  VersionedDescriptor,
  VersionRow,
} from "./descriptor.ts";
export { type InsertOptions, type VersionedItem, versioned } from "./kernel.ts";
export { presentVersionState, stateOf } from "./state.ts";
