import { z } from "zod";
import { newPassword } from "../accounts.ts";
import { isEmailAddress } from "../email.ts";
import { queryId } from "../ids.ts";
import { withoutInvisibleFormatting } from "../text-rules.ts";

/**
 * The back office's people: staff sign in at /admin/login, apart from customers. `owner` may do
 * everything, staff management included; `staff` runs orders, enquiries, catalog and content, and reads
 * the shop's figures (reports and GST returns) only when the owner has given them reports access.
 */

export const STAFF_ROLES = ["owner", "staff"] as const;

export const STAFF_MESSAGES = {
  signInFieldsMissing: "Please enter your e-mail and password.",
  invalidCredentials:
    "Those sign-in details do not match a staff account. With two-factor sign-in on, the current code from your authenticator app is needed too.",
  codeRequired: "Please enter the 6-digit code from your authenticator app.",
  codeInvalid: "That code is not right. Please try the current code.",
  tooManyAttempts: "Too many attempts for this account. Please try again in 15 minutes.",
  signedIn: "Signed in.",
  signedOut: "Signed out.",
  signInRequired: "Please sign in to the back office.",
  staffOnly: "The back office is for shop staff only.",
  ownerOnly: "Only the shop's owner can do this.",
  reportsOnly: "Reports are for the shop's owner, and for staff the owner has given reports access.",
  passwordChangeRequired: "Please choose a new password before going on.",
  passwordChanged: "Your password has been changed.",
  currentPasswordWrong: "Your current password is not correct.",
  nameRequired: "Please enter a name.",
  nameTooLong: "Please keep names under 80 characters.",
  emailInvalid: "Please enter a valid email address.",
  roleInvalid: "Please choose owner or staff.",
  staffExists: "A staff member with this e-mail already exists.",
  staffAdded: "Staff member added.",
  staffUpdated: "Staff member updated.",
  staffNotFound: "No such staff member.",
  lastOwner: "The shop needs at least one active owner.",
  notYourself: "You cannot disable your own account.",
  twoFactorRequired: "The shop asks every staff account to sign in with an authenticator code. Please turn it on first.",
  twoFactorOn: "Two-factor sign-in is on.",
  twoFactorOff: "Two-factor sign-in is off.",
  twoFactorStillRequired: "The shop requires two-factor sign-in for every staff account: it cannot be turned off.",
  settingsSaved: "Settings saved.",
  twoFactorAlreadyOn: "Two-factor sign-in is already on. Turn it off with a code from your app before setting up another.",
  twoFactorOwnFirst: "Please turn on two-factor sign-in for your own account first.",
} as const;

const authenticatorCode = z
  .string({ error: STAFF_MESSAGES.codeRequired })
  .trim()
  .regex(/^\d{6}$/, STAFF_MESSAGES.codeInvalid);

/** `POST /api/staff/two-factor/setup`: a new secret to scan, not yet in force. */
export const twoFactorSetup = z.object({ secret: z.string(), uri: z.string() });

/** `PUT /api/staff/two-factor`: the secret scanned, proven by a code from the app. */
export const twoFactorEnable = z.object({
  secret: z.string().regex(/^[A-Z2-7]{16,64}$/, "That secret is not one we made."),
  code: authenticatorCode,
});

/** `DELETE /api/staff/two-factor`: a current code, so a session left open cannot turn it off. */
export const twoFactorDisable = z.object({ code: authenticatorCode });

/** `GET` and `PUT /api/admin/settings` (owner). */
export const backOfficeSettings = z.object({ requireTwoFactor: z.boolean({ error: "requireTwoFactor must be true or false." }) });

const name = z
  .string({ error: STAFF_MESSAGES.nameRequired })
  .transform((value) => withoutInvisibleFormatting(value).trim())
  .pipe(z.string().min(1, STAFF_MESSAGES.nameRequired).max(80, STAFF_MESSAGES.nameTooLong));

const email = z.string({ error: STAFF_MESSAGES.emailInvalid }).trim().refine(isEmailAddress, STAFF_MESSAGES.emailInvalid);

const role = z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.roleInvalid });

/** `POST /api/staff/session`: `code` is the authenticator's 6 digits, needed once two-factor sign-in is on. */
export const staffSignIn = z
  .object({
    email: z.string({ error: STAFF_MESSAGES.signInFieldsMissing }).trim().max(254, STAFF_MESSAGES.invalidCredentials),
    password: z.string({ error: STAFF_MESSAGES.signInFieldsMissing }).max(200, STAFF_MESSAGES.invalidCredentials),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, STAFF_MESSAGES.codeInvalid)
      .optional()
      .or(z.literal("").transform(() => undefined)),
  })
  .refine((input) => input.email !== "" && input.password !== "", {
    message: STAFF_MESSAGES.signInFieldsMissing,
    path: ["email"],
  });

/** A staff member as the back office shows them; never the password hash or TOTP secret. */
export const staffMember = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  disabled: z.boolean(),
  mustChangePassword: z.boolean(),
  twoFactor: z.boolean(),
  /** May read reports and GST returns: always for an owner, for staff when the owner allows it. */
  reportsAccess: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** `POST /api/admin/staff` (owner): the new member gets a one-time password to change at first sign-in. */
export const staffCreate = z.object({ name, email, role });
export type StaffCreate = z.output<typeof staffCreate>;

/** What the owner sees once, to hand to the new member: it is not stored anywhere readable. */
export const staffCreated = z.object({ member: staffMember, oneTimePassword: z.string() });

/** `PATCH /api/admin/staff/{id}` (owner): a new role, reports access given or taken, or disabled and enabled again. */
export const staffUpdate = z
  .object({
    role: role.optional(),
    disabled: z.boolean({ error: "disabled must be true or false." }).optional(),
    reportsAccess: z.boolean({ error: "reportsAccess must be true or false." }).optional(),
  })
  .refine((input) => input.role !== undefined || input.disabled !== undefined || input.reportsAccess !== undefined, {
    message: "Nothing to change.",
    path: ["role"],
  });
export type StaffUpdate = z.output<typeof staffUpdate>;

export const staffIdParams = z.object({ id: z.string().max(100) });

/** `PUT /api/staff/password`: the member's own password. */
export const staffPasswordChange = z.object({
  currentPassword: z.string({ error: STAFF_MESSAGES.currentPasswordWrong }).min(1, STAFF_MESSAGES.currentPasswordWrong).max(200),
  newPassword,
});

/** One line of the audit log (`GET /api/admin/activity`). */
export const auditEntry = z.object({
  _id: z.string(),
  staff: z.object({ _id: z.string().nullable(), name: z.string() }),
  action: z.string(),
  recordType: z.string(),
  recordId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** Every kind of record the activity log names, with the words the back office's filter shows for it. */
export const AUDIT_RECORD_TYPES = {
  order: "Orders",
  bank_statement: "Bank statements",
  return_request: "Returns and exchanges",
  product: "Products",
  catalog: "Categories, menus and imports",
  size_chart: "Size charts",
  coupon: "Coupons",
  home: "Home page",
  shop_page: "Pages",
  blog_post: "Blog posts",
  blog_category: "Blog categories",
  seo: "Search-engine titles",
  country: "Shipping countries",
  currency: "Currencies",
  enquiry: "Enquiries",
  mail: "Mails",
  review: "Reviews",
  shop_settings: "Shop settings",
  after_sale_policy: "After-sale policy",
  delivery_policy: "Delivery promise",
  cod_exclusion: "Cash-on-delivery exclusions",
  settings: "Back-office settings",
  staff: "Staff",
} as const;
export type AuditRecordType = keyof typeof AUDIT_RECORD_TYPES;
const auditRecordTypes = Object.keys(AUDIT_RECORD_TYPES) as [AuditRecordType, ...AuditRecordType[]];

export const activityQuery = z.object({
  staffId: queryId,
  recordType: z.enum(auditRecordTypes, { error: "Please choose a kind of record from the list." }).optional(),
  recordId: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
