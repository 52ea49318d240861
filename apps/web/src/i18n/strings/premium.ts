import { premium } from "../en/premium.ts";
import { addStrings } from "../index.ts";

addStrings({ premium });
