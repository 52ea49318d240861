/** Company reports: the routes and the streaming helpers the bordereaux reuse. */
export { COPY_BATCH, copyLines, copyRows, LineBuffers } from "./copy.ts";
export { encodeBatches, encodeRows, sendStream } from "./export.ts";
export {
  cellsOf,
  DEFAULT_BATCH,
  type Query,
  type Row,
  type StreamSource,
  streamRows,
} from "./stream.ts";
