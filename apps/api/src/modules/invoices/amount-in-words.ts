import { ToWords } from "to-words";

// Indian English counts in thousands, lakhs and crores: 1,23,45,678 is "One Crore Twenty Three Lakh ...".
const words = new ToWords({ localeCode: "en-IN", converterOptions: { currency: true } });

/** "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six And Fifty Paise Only" style, from paise. */
export function amountInWords(paise: number): string {
  return words.convert(paise / 100);
}
