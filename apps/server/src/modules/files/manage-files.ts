import { messages } from "@platform/domain";
import { invalid } from "../../platform/http/errors.ts";

/** Runs an insert or update whose unique name may be taken: 422 on the name. */
export const uniqueName = async (run: () => Promise<unknown>) => {
  try {
    return await run();
  } catch (error) {
    const code = (error as { code?: string; cause?: { code?: string } }).code;
    if (code === "23505" || (error as { cause?: { code?: string } }).cause?.code === "23505")
      throw invalid({ name: messages.alreadyExists });
    throw error;
  }
};
