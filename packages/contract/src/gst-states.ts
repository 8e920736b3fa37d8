/**
 * The GST code of each Indian state and union territory: the first two digits of a GSTIN and the
 * code printed beside the place of supply. Daman and Diu (25) merged into 26 in 2020.
 */
const CODES: Record<string, string> = {
  "Jammu and Kashmir": "01",
  "Himachal Pradesh": "02",
  Punjab: "03",
  Chandigarh: "04",
  Uttarakhand: "05",
  Haryana: "06",
  Delhi: "07",
  Rajasthan: "08",
  "Uttar Pradesh": "09",
  Bihar: "10",
  Sikkim: "11",
  "Arunachal Pradesh": "12",
  Nagaland: "13",
  Manipur: "14",
  Mizoram: "15",
  Tripura: "16",
  Meghalaya: "17",
  Assam: "18",
  "West Bengal": "19",
  Jharkhand: "20",
  Odisha: "21",
  Chhattisgarh: "22",
  "Madhya Pradesh": "23",
  Gujarat: "24",
  "Dadra and Nagar Haveli and Daman and Diu": "26",
  Maharashtra: "27",
  Karnataka: "29",
  Goa: "30",
  Lakshadweep: "31",
  Kerala: "32",
  "Tamil Nadu": "33",
  Puducherry: "34",
  "Andaman and Nicobar Islands": "35",
  Telangana: "36",
  "Andhra Pradesh": "37",
  Ladakh: "38",
};

/** Older or everyday names customers type, by their normal form. */
const ALIASES: Record<string, string> = {
  orissa: "Odisha",
  pondicherry: "Puducherry",
  newdelhi: "Delhi",
  nctofdelhi: "Delhi",
  nationalcapitalterritoryofdelhi: "Delhi",
  uttaranchal: "Uttarakhand",
  jandk: "Jammu and Kashmir",
  damananddiu: "Dadra and Nagar Haveli and Daman and Diu",
  dadraandnagarhaveli: "Dadra and Nagar Haveli and Daman and Diu",
  andamanandnicobar: "Andaman and Nicobar Islands",
};

function normal(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z]/g, "");
}

const BY_NORMAL = new Map<string, string>([
  ...Object.keys(CODES).map((name) => [normal(name), name] as const),
  ...Object.entries(ALIASES),
]);

/** Every state and union territory by name, A to Z: what an Indian address's state is chosen from. */
export const GST_STATE_NAMES: readonly string[] = Object.keys(CODES).sort((a, b) => a.localeCompare(b, "en"));

export interface GstState {
  name: string;
  code: string;
}

/**
 * The state a customer typed, as GST names it: its name in any case and spacing, "&" for "and", or an
 * older name (Orissa, Pondicherry); undefined when it is not an Indian state or territory.
 */
export function gstState(typed: string): GstState | undefined {
  const name = BY_NORMAL.get(normal(typed));
  const code = name ? CODES[name] : undefined;
  return name && code ? { name, code } : undefined;
}

/** The state or territory whose GST code a GSTIN begins with; undefined for a code no state has. */
export function gstStateOfGstin(gstin: string): GstState | undefined {
  const code = gstin.slice(0, 2);
  const name = Object.keys(CODES).find((state) => CODES[state] === code);
  return name ? { name, code } : undefined;
}

const GSTIN_CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * A GSTIN is 15 characters: the state code, the holder's PAN, an entity number, "Z" by default, and a
 * check character (base-36 weighted sum, weights alternating 1 and 2).
 */
export function isValidGstin(gstin: string): boolean {
  if (!/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][A-Z][0-9A-Z]$/.test(gstin)) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(gstin.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return gstin.charAt(14) === GSTIN_CHARS.charAt((36 - (sum % 36)) % 36);
}
