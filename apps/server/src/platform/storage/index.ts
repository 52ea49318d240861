/**
 * Where file bytes live (uploads, generated documents, logos). One interface, three drivers:
 * the local disk (the embedded default, one instance), PostgreSQL (the contents in the database,
 * so every instance on it reads every file) and S3-compatible object storage. `FILE_STORAGE`
 * chooses; `npm run files:move` carries a deployment's files from one to another.
 */
import type { Readable } from "node:stream";

/** A stored blob as the orphan sweep sees it. */
export interface StoredBlob {
  key: string;
  /** When it was written: a blob younger than the sweep's grace may belong to an open upload. */
  modifiedAt: Date;
}

export interface Storage {
  readonly kind: StorageKind;
  /** Stores the bytes under a new key (or `key`, when moving a file between drivers). */
  put(data: Buffer, key?: string): Promise<{ key: string; sha256: string }>;
  /** The whole file (attachments, merging into a document). */
  get(key: string): Promise<Buffer>;
  /** The file a chunk at a time (downloads): never the whole file in memory. */
  stream(key: string): Promise<Readable>;
  has(key: string): Promise<boolean>;
  /** Every stored blob, a batch at a time (the files sweep compares them with the database). */
  list(batchSize: number): AsyncIterable<StoredBlob[]>;
  /** Removes a blob; a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
}

export type StorageKind = "local" | "postgres" | "s3";

/** A storage key: a UUID, so no key names a path outside the store. */
export const STORAGE_KEY = /^[0-9a-f-]{36}$/;

export function assertStorageKey(key: string) {
  if (!STORAGE_KEY.test(key)) throw new Error(`not a storage key: ${key}`);
}

/** What a missing key throws, whatever the driver (the local disk's ENOENT). */
export class StoredFileMissing extends Error {
  readonly code = "ENOENT";
  constructor(key: string) {
    super(`no stored file ${key}`);
  }
}
