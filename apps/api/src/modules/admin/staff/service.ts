import { randomBytes } from "node:crypto";
import { ACCOUNT_MESSAGES, passwordHoldsEmail } from "@chhaap/contract/accounts";
import { STAFF_MESSAGES, type StaffCreate, type StaffMember, type StaffUpdate } from "@chhaap/contract/admin/staff";
import { emailKey } from "@chhaap/contract/email";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "#src/db/client.ts";
import type { StaffRoleValue } from "#src/db/schema/back-office.ts";
import { hashPassword, verifyPassword } from "#src/modules/accounts/password.ts";
import { ApiError } from "#src/plugins/api-error.ts";
import type { SignInAttempt, SignInGuard } from "#src/sign-in-guard.ts";
import { auditChange } from "./audit.ts";
import {
  findStaff,
  findStaffByEmailKey,
  insertAuditEntry,
  insertStaff,
  listStaff,
  lockActiveOwners,
  readSettings,
  revokeStaffSessions,
  type StaffRow,
  setTwoFactor,
  updateStaffRow,
  useTwoFactorStep,
  writeSettings,
} from "./queries.ts";
import type { StaffUser } from "./sessions.ts";
import { acceptedStep } from "./two-factor.ts";

export interface StaffContext {
  db: Database;
  now: () => Date;
  guard: SignInGuard;
  log: FastifyBaseLogger;
}

let dummyHash: Promise<string> | undefined;

/**
 * The member for a correct e-mail, password and (where two-factor sign-in is on) authenticator code.
 * Every failure answers alike — an unknown e-mail, a wrong password, a missing or wrong code, a
 * disabled account: the same 401, the same scrypt work, the same counting by the sign-in guard — so
 * neither a guessed password nor who signs in with a code can be learned without the authenticator.
 */
export async function checkStaffCredentials(
  ctx: StaffContext,
  email: string,
  password: string,
  code: string | undefined,
  attempt: SignInAttempt,
): Promise<StaffRow> {
  const { ip } = attempt;
  if (!(await ctx.guard.admit(attempt))) {
    ctx.log.warn({ event: "staff_sign_in_locked", ip }, "staff sign-in refused: too many attempts for one account from here");
    throw new ApiError(429, "admin.too_many_attempts", STAFF_MESSAGES.tooManyAttempts);
  }
  const member = await findStaffByEmailKey(ctx.db, emailKey(email));
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  const valid = await verifyPassword(password, member?.passwordHash ?? (await dummyHash));
  // The code is judged only with a right password (a used or wrong code counts as a failed try).
  const codeAccepted =
    valid && member?.totpSecret
      ? code !== undefined && (await acceptedCode(ctx, member.id, member.totpSecret, code, member.totpLastStep))
      : true;
  if (!member || !valid || member.disabledAt !== null || !codeAccepted) {
    ctx.log.warn({ event: "staff_sign_in_failed", staffId: member?.id ?? null, ip }, "staff sign-in failed");
    throw new ApiError(401, "admin.invalid_credentials", STAFF_MESSAGES.invalidCredentials);
  }
  return member;
}

/** A current code, not used before: taking it marks its step used, so it never signs in twice. */
async function acceptedCode(ctx: StaffContext, staffId: string, secret: string, code: string, lastStep: number | null) {
  const step = await acceptedStep(secret, code, lastStep, ctx.now());
  return step !== null && (await useTwoFactorStep(ctx.db, staffId, step));
}

/** A sign-in's try as the sign-in guard counts it: per account, whatever the capitalisation of the address typed. */
export function staffSignInAttempt(email: string, ip: string, deviceMark: string | undefined): SignInAttempt {
  return { account: emailKey(email), ip, deviceMark };
}

/** Turns two-factor sign-in on with a secret the member scanned, proven by a current code. */
export async function enableTwoFactor(ctx: StaffContext, member: StaffUser, secret: string, code: string): Promise<void> {
  // Replacing a working authenticator needs it turned off first, with one of its codes: an open
  // session alone cannot take the account's second factor over.
  if (member.twoFactor) throw new ApiError(409, "admin.two_factor_already_on", STAFF_MESSAGES.twoFactorAlreadyOn);
  const step = await acceptedStep(secret, code, null, ctx.now());
  if (step === null)
    throw new ApiError(400, "admin.code_invalid", STAFF_MESSAGES.codeInvalid, { errors: { code: STAFF_MESSAGES.codeInvalid } });
  await storeTwoFactor(ctx, member, { secret, step });
}

/** Turns it off, with a current code, unless the shop requires it of everyone. */
export async function disableTwoFactor(ctx: StaffContext, member: StaffUser, code: string): Promise<void> {
  if ((await readSettings(ctx.db)).requireTwoFactor)
    throw new ApiError(409, "admin.two_factor_still_required", STAFF_MESSAGES.twoFactorStillRequired);
  const row = await findStaff(ctx.db, member.id);
  const step = row?.totpSecret ? await acceptedStep(row.totpSecret, code, row.totpLastStep, ctx.now()) : null;
  if (step === null)
    throw new ApiError(400, "admin.code_invalid", STAFF_MESSAGES.codeInvalid, { errors: { code: STAFF_MESSAGES.codeInvalid } });
  await storeTwoFactor(ctx, member, null);
}

/** Stores the member's authenticator (or its absence) with its audit entry, in one transaction. */
async function storeTwoFactor(ctx: StaffContext, member: StaffUser, on: { secret: string; step: number } | null): Promise<void> {
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await setTwoFactor(tx, member.id, on?.secret ?? null, on?.step ?? null, at);
    await insertAuditEntry(tx, {
      staffId: member.id,
      staffName: member.name,
      action: "staff.two-factor",
      recordType: "staff",
      recordId: member.id,
      after: { twoFactor: on !== null },
      at,
    });
  });
}

/** The owner's choice that every staff account signs in with a code. */
export async function changeSettings(
  ctx: StaffContext,
  actor: StaffUser,
  settings: { requireTwoFactor: boolean },
): Promise<void> {
  // Requiring what one does not have would lock the owner out of the page that lifts it.
  if (settings.requireTwoFactor && !actor.twoFactor)
    throw new ApiError(409, "admin.two_factor_own_first", STAFF_MESSAGES.twoFactorOwnFirst);
  const at = ctx.now();
  const before = await readSettings(ctx.db);
  await ctx.db.transaction(async (tx) => {
    await writeSettings(tx, settings, at);
    await auditChange(tx, actor, {
      action: "settings.update",
      recordType: "settings",
      recordId: "back-office",
      before,
      after: settings,
      at,
    });
  });
}

/** A password to hand to a new member once; they must replace it at first sign-in. */
function oneTimePassword(): string {
  return randomBytes(12).toString("base64url");
}

/** Adds a member (the command line, or the owner at /admin/staff); the caller shows the one-time password once. */
export async function addStaff(
  ctx: Pick<StaffContext, "db" | "now">,
  actor: { id: string | null; name: string },
  input: StaffCreate & { password?: string; mustChangePassword?: boolean },
): Promise<{ member: StaffRow; password: string }> {
  const password = input.password ?? oneTimePassword();
  const passwordHash = await hashPassword(password);
  const at = ctx.now();
  const member = await ctx.db.transaction(async (tx) => {
    const row = await insertStaff(tx, {
      name: input.name,
      email: input.email,
      emailKey: emailKey(input.email),
      role: input.role,
      passwordHash,
      mustChangePassword: input.mustChangePassword ?? true,
      at,
    });
    if (!row)
      throw new ApiError(409, "admin.staff_exists", STAFF_MESSAGES.staffExists, {
        errors: { email: STAFF_MESSAGES.staffExists },
      });
    await auditChange(tx, actor, {
      action: "staff.add",
      recordType: "staff",
      recordId: row.id,
      after: auditView(row),
      at,
    });
    return row;
  });
  return { member, password };
}

/**
 * A new role, reports access given or taken, or disabled and enabled again (owner only). The shop always keeps an active owner, and
 * nobody disables themselves; a disabled member's sessions end at once.
 */
export async function changeStaff(ctx: StaffContext, actor: StaffUser, id: string, changes: StaffUpdate): Promise<StaffRow> {
  const at = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const owners = await lockActiveOwners(tx);
    const before = await findStaff(tx, id);
    if (!before) throw new ApiError(404, "admin.staff_not_found", STAFF_MESSAGES.staffNotFound);
    if (changes.disabled === true && id === actor.id) throw new ApiError(409, "admin.not_yourself", STAFF_MESSAGES.notYourself);
    const role: StaffRoleValue = changes.role ?? before.role;
    const disabledAt = changes.disabled === undefined ? before.disabledAt : changes.disabled ? (before.disabledAt ?? at) : null;
    const remainsOwner = role === "owner" && disabledAt === null;
    if (owners.includes(id) && !remainsOwner && owners.length === 1)
      throw new ApiError(409, "admin.last_owner", STAFF_MESSAGES.lastOwner);
    const reportsAccess = changes.reportsAccess ?? before.reportsAccess;
    const after = await updateStaffRow(tx, id, { role, reportsAccess, disabledAt }, at);
    if (!after) throw new ApiError(404, "admin.staff_not_found", STAFF_MESSAGES.staffNotFound);
    if (disabledAt !== null) await revokeStaffSessions(tx, id, at);
    await auditChange(tx, actor, {
      action: "staff.update",
      recordType: "staff",
      recordId: id,
      before: auditView(before),
      after: auditView(after),
      at,
    });
    return after;
  });
}

/** The member's own new password; every session of theirs ends (the route starts a fresh one). */
export async function changeOwnPassword(ctx: StaffContext, member: StaffUser, currentPassword: string, newPassword: string) {
  const row = await findStaff(ctx.db, member.id);
  if (!row || !(await verifyPassword(currentPassword, row.passwordHash))) {
    throw new ApiError(400, "admin.current_password_wrong", STAFF_MESSAGES.currentPasswordWrong, {
      errors: { currentPassword: STAFF_MESSAGES.currentPasswordWrong },
    });
  }
  // The address is the first guess of anyone who knows it (the contract's rule for every password).
  if (passwordHoldsEmail(newPassword, row.email))
    throw new ApiError(400, "admin.password_contains_email", ACCOUNT_MESSAGES.passwordContainsEmail, {
      errors: { newPassword: ACCOUNT_MESSAGES.passwordContainsEmail },
    });
  const passwordHash = await hashPassword(newPassword);
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await updateStaffRow(tx, member.id, { passwordHash, mustChangePassword: false, passwordChangedAt: at }, at);
    await revokeStaffSessions(tx, member.id, at);
    await insertAuditEntry(tx, {
      staffId: member.id,
      staffName: member.name,
      action: "staff.password",
      recordType: "staff",
      recordId: member.id,
      at,
    });
  });
}

export async function allStaff(ctx: StaffContext): Promise<StaffMember[]> {
  return (await listStaff(ctx.db)).map(toStaffMember);
}

export function toStaffMember(row: StaffRow): StaffMember {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    disabled: row.disabledAt !== null,
    mustChangePassword: row.mustChangePassword,
    twoFactor: row.totpSecret !== null,
    reportsAccess: row.role === "owner" || row.reportsAccess,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a member: never the password hash or the TOTP secret. */
function auditView(row: StaffRow) {
  return {
    name: row.name,
    email: row.email,
    role: row.role,
    reportsAccess: row.reportsAccess,
    disabled: row.disabledAt !== null,
  };
}
