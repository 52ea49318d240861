import { handleProblem } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { findCompanyByHandle } from "./repo.ts";

/** Whether a portal handle may be chosen for a new company: the first problem, or taken. */
export async function checkHandle(ctx: Ctx, input: { handle: string }) {
  const { db, config } = ctx;
  const handle = input.handle.trim().toLowerCase();
  const problem = handleProblem(handle, { environmentLabels: config.environmentLabels });
  if (problem) return { handle, available: false, message: problem };
  const taken = Boolean(await findCompanyByHandle(db, handle));
  return { handle, available: !taken, message: taken ? "This handle is already in use" : null };
}
