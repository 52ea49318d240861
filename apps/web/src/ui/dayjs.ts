import dayjs from "dayjs";
import "dayjs/locale/en-au";

/**
 * dayjs in Australian English, for every module that formats or picks dates (the date pickers
 * read the locale through DatesProvider). It loads with the pages that use it, not the entry.
 */
dayjs.locale("en-au");

export { dayjs };
