import { claims } from "../en/claims.ts";
import { addStrings } from "../index.ts";

addStrings({ claims });
