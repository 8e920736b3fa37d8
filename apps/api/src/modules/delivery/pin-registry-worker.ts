import { parentPort } from "node:worker_threads";
import { readRegistry, toJson } from "./pin-registry-table.ts";

// pin-registry.ts starts this thread, takes the table (as JSON) and lets the thread end.
parentPort?.postMessage(toJson(await readRegistry()));
