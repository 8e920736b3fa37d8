/**
 * Text that a mail client, chat app or phone would turn into a link, or that reads as one: anything
 * with a scheme ("https://", "mailto:"), "www.", an e-mail address, a domain followed by a path or a
 * port ("evil.test/r", "pay.example:8080"), or a domain ending in a widely used top-level domain
 * ("refund-desk.com", "pay.co.in"). Names never need any of these, and a name we echo into a mail to an
 * address nobody has confirmed would otherwise carry a stranger's link in the shop's own words.
 *
 * The rule works word by word (links hold no spaces), and deliberately leaves alone what names and
 * addresses do hold: initials ("S.Ramesh", "M. S. Dhoni"), abbreviations ("No.12", "Opp. S.T. Stand").
 */

/** A full stop, or the ideographic and full-width dots some clients also read as one in a host name. */
const DOT = "[.\\u3002\\uff0e\\uff61]";
const LABEL = "[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?";
/**
 * Top-level domains that clients link without a scheme and that spam favours. A bare dotted word with
 * another ending ("S.Ramesh") is not taken for a domain, so Indian initials stay allowed.
 */
const COMMON_TOP_LEVEL_DOMAINS =
  "com|net|org|info|biz|xyz|top|site|online|shop|store|app|dev|io|co|in|me|ly|to|gg|cc|tv|ai|uk|us|eu|de|ru|cn|tk|ml|ga|cf|gq|ws|pw|su|link|click|live|club|icu|vip|win|bid|loan|work|today|page|fun|buzz|cyou|sbs|cfd|pro|mobi|cloud|website|space|tech|email|support|help|bank|pay|money|gift|gifts|deal|deals|sale|promo";

const LINK_LIKE = [
  // A scheme: "https://", "hxxp://", "mailto:", "whatsapp://".
  /[a-z][a-z0-9+.-]*:\/\//iu,
  /\b(?:mailto|javascript):/iu,
  // "www." starts a link in every client.
  new RegExp(`\\bwww\\d{0,3}${DOT}`, "iu"),
  // An e-mail address.
  new RegExp(`[^\\s@]@${LABEL}(?:${DOT}${LABEL})*${DOT}\\p{L}{2,}`, "iu"),
  // A domain with a path or a port after it, whatever its ending.
  new RegExp(`${LABEL}(?:${DOT}${LABEL})*${DOT}\\p{L}{2,63}(?::\\d{1,5})?[/\\\\?#]`, "iu"),
  new RegExp(`${LABEL}(?:${DOT}${LABEL})*${DOT}\\p{L}{2,63}:\\d{2,5}(?!\\p{N})`, "iu"),
  // A domain ending in one of the common top-level domains.
  new RegExp(`${LABEL}(?:${DOT}${LABEL})*${DOT}(?:${COMMON_TOP_LEVEL_DOMAINS})(?![\\p{L}\\p{N}-])`, "iu"),
];

function isLinkLikeWord(word: string): boolean {
  return LINK_LIKE.some((pattern) => pattern.test(word));
}

/** Whether any word of `text` is, or holds, something that reads as a link or an e-mail address. */
export function hasLinkLikeText(text: string): boolean {
  return text.split(/\s+/u).some(isLinkLikeWord);
}

/** `text` with every word that reads as a link or an e-mail address replaced by `replacement`. */
export function replaceLinkLikeText(text: string, replacement: string): string {
  return text.replace(/\S+/gu, (word) => (isLinkLikeWord(word) ? replacement : word));
}
