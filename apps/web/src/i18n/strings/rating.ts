import { rating } from "../en/rating.ts";
import { addStrings } from "../index.ts";

addStrings({ rating });
