import type { CurrencyEntry } from "@chhaap/contract/reference";

/** The currency prices are shown in, with its units per 1 INR. */
export interface DisplayCurrency {
  code: string;
  rate: number;
}

/** Default currency INR at rate 1, used whenever no conversion applies. */
export const BASE_CURRENCY: DisplayCurrency = { code: "INR", rate: 1 };

/**
 * Conversion applies only when the chosen country has an active currency entry
 * (status is the string "true"); otherwise amounts stay in INR.
 */
export function resolveDisplayCurrency(countryName: string, entries: readonly CurrencyEntry[]): DisplayCurrency {
  const wanted = countryName.trim().toLowerCase();
  const entry = entries.find((candidate) => candidate.status === "true" && candidate.countryName.trim().toLowerCase() === wanted);
  if (!entry) return BASE_CURRENCY;
  const rate = Number(entry.currencyRate);
  const code = entry.currencyName.trim().toUpperCase();
  if (!Number.isFinite(rate) || rate <= 0 || !/^[A-Z]{3}$/.test(code)) return BASE_CURRENCY;
  return { code, rate };
}

/** An INR amount in the display currency; conversion is for display only. */
function convertFromInr(amountInr: number, currency: DisplayCurrency): number {
  return amountInr * currency.rate;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(code: string, whole: boolean): Intl.NumberFormat {
  const key = `${code}|${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // Formatting always uses the en-US locale, whatever the interface language.
    formatter = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: code,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats an INR amount in the display currency, e.g. 2499 with USD at 0.012 gives "$29.99". Whole
 * rupees are written without paise ("₹2,590", not "₹2,590.00"), as Indian shops and shoppers write
 * them; converted amounts keep their cents.
 */
export function formatPrice(amountInr: number, currency: DisplayCurrency = BASE_CURRENCY): string {
  const amount = convertFromInr(amountInr, currency);
  const whole = currency.code === BASE_CURRENCY.code && Number.isInteger(Math.round(amount * 100) / 100);
  return formatterFor(currency.code, whole).format(amount);
}

/** A round figure in the display currency, rounded to whole units ("$12"): for ranges, not for prices. */
export function formatRoundPrice(amountInr: number, currency: DisplayCurrency = BASE_CURRENCY): string {
  return formatterFor(currency.code, true).format(Math.round(convertFromInr(amountInr, currency)));
}

/**
 * A total and the amounts it is the sum of (a discount negative), in the display currency, shown so
 * that they add up: the INR total is converted and rounded once, and each amount is rounded to the
 * currency's smallest unit, the units left over going to the amounts rounding cut most (largest
 * remainders): never £43.10 and £5.36 beside a total of £48.45. INR amounts are shown as they are.
 * Parts are shown without their sign: the page writes a discount's minus itself.
 */
export function formatSum(
  totalInr: number,
  partsInr: readonly number[],
  currency: DisplayCurrency = BASE_CURRENCY,
): { total: string; parts: string[] } {
  const sumInr = partsInr.reduce((sum, part) => sum + part, 0);
  if (currency.code === BASE_CURRENCY.code || Math.abs(sumInr - totalInr) > 0.005) {
    return { total: formatPrice(totalInr, currency), parts: partsInr.map((part) => formatPrice(Math.abs(part), currency)) };
  }
  const formatter = formatterFor(currency.code, false);
  const scale = 10 ** (formatter.resolvedOptions().maximumFractionDigits ?? 2);
  const exact = partsInr.map((part) => convertFromInr(part, currency) * scale);
  const units = exact.map(Math.floor);
  const total = Math.round(convertFromInr(totalInr, currency) * scale);
  let left = total - units.reduce((sum, unit) => sum + unit, 0);
  const byCut = exact.map((value, index) => ({ index, cut: value - Math.floor(value) })).sort((a, b) => b.cut - a.cut);
  for (const { index } of byCut) {
    if (left <= 0) break;
    units[index] = (units[index] ?? 0) + 1;
    left -= 1;
  }
  return { total: formatter.format(total / scale), parts: units.map((unit) => formatter.format(Math.abs(unit) / scale)) };
}
