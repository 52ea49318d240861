import { home } from "../en/home.ts";
import { addStrings } from "../index.ts";

addStrings({ home });
