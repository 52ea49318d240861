import { z } from "zod";
import { messages } from "../messages.ts";

/** A positive integer id, `message` for every way it can be wrong (shared by the risk schemas). */
export const positiveId = (message: string = messages.required) =>
  z.number({ error: message }).int(message).positive(message);
