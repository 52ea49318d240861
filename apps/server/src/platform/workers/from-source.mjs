// A worker thread started from source (tests, tsx) has no TypeScript loader: this registers
// tsx's, then loads the worker's TypeScript file, passed as the last argument.
import { register } from "tsx/esm/api";

register();
await import(process.argv.at(-1));
