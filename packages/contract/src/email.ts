import isEmail from "validator/lib/isEmail.js";

const EMAIL_MAX_LENGTH = 254;

/**
 * One mailbox, written as an address alone: no list ("a,b@x"), no display name ("Meera <m@x>"), no
 * quoted local part, no IP or single-label domain. Letters beyond ASCII are welcome ("İstanbul@…").
 * A lenient check here would let one field address mail to someone else.
 */
export function isEmailAddress(text: string): boolean {
  if (text.length > EMAIL_MAX_LENGTH || /[\s"<>,;]/.test(text)) return false;
  return isEmail(text, { allow_display_name: false, require_tld: true, allow_ip_domain: false, allow_utf8_local_part: true });
}

/**
 * The form of an address accounts are stored and looked up by: trimmed, composed (NFC) and lower-cased
 * by JavaScript, in one place. Lower-casing in SQL would disagree with it for letters such as "İ".
 */
export function emailKey(email: string): string {
  return email.trim().normalize("NFC").toLowerCase();
}
