import { z } from "zod";
import { messages } from "../messages.ts";
import { MAX_ID } from "../schemas/primitives.ts";

/** A positive integer id, `message` for every way it can be wrong (shared by the risk schemas). */
export const positiveId = (message: string = messages.required) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
