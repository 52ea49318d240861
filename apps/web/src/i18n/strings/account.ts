import { account } from "../en/account.ts";
import { addStrings } from "../index.ts";

addStrings({ account });
