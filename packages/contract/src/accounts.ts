import { z } from "zod";
import { ACCOUNT_MESSAGES } from "./account-messages.ts";

export { ACCOUNT_MESSAGES } from "./account-messages.ts";

/**
 * Accounts: login, the user, password change and reset. Registration
 * and the profile form, which check a phone number, are in `customer-details.ts`.
 * The web app validates its forms with these same schemas; the API validates every request with them.
 */

export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;
/** Profile pictures are images of at most 5 MB. */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Passwords that appear at the top of every leaked-password list. Shorter ones are already refused by
 * the length rule, so this list keeps those of 8 characters or more (compared case-insensitively).
 */
const COMMON_PASSWORDS = new Set(
  `password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pass@123 password@123 password!
  12345678 123456789 1234567890 12345678910 0123456789 87654321 987654321 9876543210 11111111 111111111 1111111111
  00000000 000000000 22222222 55555555 66666666 77777777 88888888 99999999 12121212 13131313 11223344 12341234 123123123
  12344321 123454321 147258369 147852369 159753456 159357456 123456789a a123456789 1234567a 1234567q aa123456 123456aa
  abc12345 abcd1234 abcdefgh abcdefg1 1234abcd qwerty12 qwerty123 qwerty1234 qwertyui qwertyuiop 1qaz2wsx 1qaz2wsx3edc
  zaq12wsx zaq1zaq1 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 qwer1234 1234qwer 123qweasd
  qweasdzxc asdfghjk asdfghjkl asdf1234 zxcvbnm1 zxcvbnm123 asdfasdf qazwsxedc 1a2b3c4d iloveyou iloveyou1 iloveyou2
  sunshine sunshine1 princess princess1 football football1 baseball basketball welcome1 welcome123 welcome@123 letmein1
  letmein123 trustno1 superman batman123 starwars whatever computer michelle jennifer jordan23 corvette mercedes maverick
  liverpool chelsea1 arsenal1 manchester barcelona realmadrid dragon12 monkey123 shadow12 master12 master123 mustang1
  internet samsung123 iphone123 google123 facebook facebook1 linkedin instagram youtube123 microsoft minecraft pokemon1
  charlie1 michael1 jessica1 ashley12 daniel12 butterfly flower123 lovely123 loveyou1 babygirl babygirl1 chocolate
  cookie123 cheese123 hello123 hello1234 hellohello helloworld admin123 admin1234 admin@123 administrator root1234
  changeme changeme1 default1 secret12 secret123 test1234 testtest test@123 guest123 user1234 login123 access14
  whatever1 freedom1 nothing1 anything1 something beautiful wonderful happiness rainbow1 password2 password3 passwort
  motdepasse contraseña india123 india@123 iloveindia bharat123 hindustan jaihind123 krishna123 ganesh123
  sairam123 jaishreeram mumbai123 delhi123 pakistan123 cricket1 cricket123 sachin10 dhoni007 virat18 bollywood
  shop1234 shopping ajrakh123 chhaap123 chhaap@123`
    .split(/\s+/)
    .filter((word) => word.length >= PASSWORD_MIN_LENGTH),
);

function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** The first password rule a candidate breaks, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return ACCOUNT_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return ACCOUNT_MESSAGES.passwordTooLong;
  if (isCommonPassword(password)) return ACCOUNT_MESSAGES.commonPassword;
  return undefined;
}

/** A local part this short is a common word or name: refusing every password that holds it would refuse too much. */
const EMAIL_LOCAL_PART_MIN_LENGTH = 4;

/** Lower case, compatibility-composed (as passwords are hashed), without the separators people drop. */
function comparable(text: string, dropSeparators: boolean): string {
  const folded = text.normalize("NFKC").toLowerCase();
  return dropSeparators ? folded.replace(/[._+-]/g, "") : folded;
}

/**
 * Whether the password is, or holds, the account's e-mail address or the part before its "@" (once
 * that part has 4 characters or more, and without a "+tag"): the first guesses of anyone who knows
 * the address, which is never a secret.
 */
export function passwordHoldsEmail(password: string, email: string): boolean {
  const address = email.trim();
  const at = address.lastIndexOf("@");
  if (address === "" || at < 1) return false;
  if (comparable(password, false).includes(comparable(address, false))) return true;
  const local = address.slice(0, at).split("+")[0] ?? "";
  if (comparable(local, true).length < EMAIL_LOCAL_PART_MIN_LENGTH) return false;
  return (
    comparable(password, false).includes(comparable(local, false)) || comparable(password, true).includes(comparable(local, true))
  );
}

/**
 * A text field; a JSON number (a phone, say) is taken as its text. Anything else that is not text
 * (a list from a repeated form field, an object) counts as not filled in.
 */
export const textField = z.preprocess(
  (value) => (typeof value === "number" ? String(value) : value),
  z.string({ error: ACCOUNT_MESSAGES.allFieldsRequired }).optional(),
);

export const newPassword = z.string({ error: ACCOUNT_MESSAGES.passwordTooShort }).superRefine((password, ctx) => {
  const problem = passwordProblem(password);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/** A checkbox may arrive as a boolean (JSON) or as "true"/"on" (a form post). */
const checkbox = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((value) => value === true || value === "true" || value === "on");

/** `POST /api/users/login`: both fields are asked for before anything else. */
export const loginRequest = z.object({ email: textField, password: textField, remember: checkbox }).transform((input, ctx) => {
  const email = input.email?.trim() ?? "";
  const password = input.password ?? "";
  if (email === "" || password === "") {
    ctx.addIssue({ code: "custom", path: [email === "" ? "email" : "password"], message: ACCOUNT_MESSAGES.loginFieldsMissing });
    return z.NEVER;
  }
  return { email: email.slice(0, 254), password: password.slice(0, PASSWORD_MAX_LENGTH + 1), remember: input.remember };
});

/**
 * The user. `image` and `profilePicture` are the same URL (clients read both spellings).
 * `emailConfirmed`: the owner of the address has opened the link mailed to it; until then the
 * address gets no mail from the shop but that link.
 */
export const publicUser = z.object({
  _id: z.string(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  number: z.string(),
  address: z.string(),
  gender: z.string(),
  image: z.string(),
  profilePicture: z.string(),
  cartId: z.string().nullable(),
  emailConfirmed: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUser>;

/** What login and registration answer: the user plus the session token (for `Authorization: Bearer`). */
export const sessionUser = publicUser.extend({ token: z.string() });

export const userIdParams = z.object({ id: z.string() });

export const GENDERS = ["female", "male", "other"] as const;

/** `PUT /api/users/{id}/password` (ours). */
export const passwordChange = z.object({
  currentPassword: z.string({ error: ACCOUNT_MESSAGES.currentPasswordWrong }).min(1, ACCOUNT_MESSAGES.currentPasswordWrong),
  newPassword,
});

/** `POST /api/users/reset-password-mail`: any text is accepted so the answer never depends on the address. */
export const resetPasswordMailRequest = z.object({
  email: z
    .string({ error: ACCOUNT_MESSAGES.invalidEmail })
    .trim()
    .min(1, ACCOUNT_MESSAGES.invalidEmail)
    .max(254, ACCOUNT_MESSAGES.invalidEmail),
});

/** `POST /api/users/reset-password`: the token of the mailed link, as `token` or as the link's own `t`. */
export const resetPasswordRequest = z
  .object({ token: z.string().max(200).optional(), t: z.string().max(200).optional(), newPassword })
  .transform((input) => ({ token: input.token ?? input.t ?? "", newPassword: input.newPassword }));

/** `POST /api/users/confirm-email`: the token of the mailed confirmation link, as `token` or as the link's own `t`. */
export const emailConfirmationRequest = z
  .object({ token: z.string().max(200).optional(), t: z.string().max(200).optional() })
  .transform((input) => ({ token: input.token ?? input.t ?? "" }));
