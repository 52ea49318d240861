import { notifications } from "../en/notifications.ts";
import { addStrings } from "../index.ts";

addStrings({ notifications });
