/** The underwriter panel (notes, messages, timeline of a risk package): its public API. */
export { MESSAGE_NOTIFICATION } from "./send-message.ts";
