import { systemConsole } from "../en/systemConsole.ts";
import { addStrings } from "../index.ts";

addStrings({ systemConsole });
