import { security } from "../en/security.ts";
import { addStrings } from "../index.ts";

addStrings({ security });
