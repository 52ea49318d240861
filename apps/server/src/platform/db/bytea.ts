import { customType } from "drizzle-orm/pg-core";

/** A `bytea` column read and written as a Buffer (both drivers, PGlite and node-postgres). */
export const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });
