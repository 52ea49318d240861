/** The rating module's public API for other modules (the designer's demo seed). */
export { insertTestRun } from "./repo.ts";
