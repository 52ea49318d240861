import { integer, pgTable, unique } from "drizzle-orm/pg-core";
import { companyTags } from "../companies/tables.ts";
import { fileVersions } from "../files/tables.ts";

/** Files attached to a company tag (e.g. a broker's terms of business under "Terms"). */
export const companyTagAttachments = pgTable(
  "company_tag_attachments",
  {
    tagId: integer("tag_id")
      .notNull()
      .references(() => companyTags.id, { onDelete: "cascade" }),
    fileVersionId: integer("file_version_id")
      .notNull()
      .references(() => fileVersions.id, { onDelete: "cascade" }),
  },
  (table) => [unique("company_tag_attachment_unique").on(table.tagId, table.fileVersionId)],
);
