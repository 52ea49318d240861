/** Vitest globalSetup of the server project: builds the migrated template database once per run. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import {
  buildPgliteTemplate,
  dropStaleTemplates,
  ensurePostgresTemplate,
} from "./template-database.ts";

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await ensurePostgresTemplate(serverUrl);
    project.provide("postgresTemplate", template);
    await dropStaleTemplates(serverUrl, template);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), "platform-template-"));
  const file = join(dir, "pglite-data.tar");
  writeFileSync(file, Buffer.from(await (await buildPgliteTemplate()).arrayBuffer()));
  project.provide("pgliteTemplateFile", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
