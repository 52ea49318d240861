import { proposals } from "../en/renewals.ts";
import { addStrings } from "../index.ts";

addStrings({ proposals });
