import {
  ACCOUNT_MESSAGES,
  emailConfirmationRequest,
  loginRequest,
  PROFILE_PICTURE_MAX_BYTES,
  passwordChange,
  publicUser,
  resetPasswordMailRequest,
  resetPasswordRequest,
  sessionUser,
  userIdParams,
} from "@chhaap/contract/accounts";
import { profileUpdate, registration } from "@chhaap/contract/customer-details";
import { envelope } from "@chhaap/contract/envelope";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "#src/config.ts";
import type { Database } from "#src/db/client.ts";
import type { Limiters } from "#src/modules/limits/limiters.ts";
import type { MailOutbox } from "#src/modules/mail/outbox.ts";
import type { FileStore } from "#src/modules/storage/file-store.ts";
import { ApiError, notFound } from "#src/plugins/api-error.ts";
import { ok } from "#src/plugins/envelope.ts";
import { readMultipartForm, uploadedFile } from "#src/plugins/multipart-form.ts";
import { sendPrivatePicture } from "#src/plugins/private-picture.ts";
import { authenticate, requireUser } from "#src/plugins/session.ts";
import { createSignInGuard } from "#src/sign-in-guard.ts";
import { confirmEmail, mailConfirmationLink, mayMailConfirmation } from "./email-confirmation.ts";
import { deleteProfilePicture, profilePictureKey, storeProfilePicture } from "./profile-picture.ts";
import { findProfile, findProfilePictureOwner, type ProfileRow, updateProfile } from "./queries.ts";
import {
  type AccountContext,
  changePassword,
  checkCredentials,
  createAccount,
  loginAttempt,
  mailResetLink,
  resetPassword,
} from "./service.ts";
import type { SessionKeys } from "./session-keys.ts";

export interface AccountRoutesOptions {
  db: Database;
  now: () => Date;
  config: Pick<Config, "publicUrl" | "smtpUrl">;
  /** Where profile pictures are kept. */
  files: FileStore;
  /** The shop's signing keys (session-keys.ts), which also sign device marks. */
  sessionKeys: SessionKeys;
  /** Counts sign-in tries and mails asked for, shared by every worker and instance. */
  limiters: Limiters;
  /** The app's mail outbox (app.ts): confirmation and reset links are written with it. */
  outbox: MailOutbox;
}

const tags = ["accounts"];
/** Login, registration and password change also answer the token beside `data` (for Bearer clients). */
function withToken<T extends z.ZodType>(data: T) {
  return envelope(data).extend({ token: z.string() });
}

/** `/api/users/...`: registration, login, logout, profile, password change and reset; and profile pictures. */
export async function accountRoutes(fastify: FastifyInstance, options: AccountRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now, config } = options;
  const { files } = options;
  const ctx: AccountContext = {
    db,
    now,
    limiters: options.limiters,
    guard: createSignInGuard({
      limiters: options.limiters,
      kind: "customer",
      keys: options.sessionKeys,
      secure: new URL(config.publicUrl).protocol === "https:",
      now,
    }),
    outbox: options.outbox,
    publicUrl: config.publicUrl,
    log: app.log,
  };

  if (!app.hasContentTypeParser("multipart/form-data")) await app.register(multipart);

  async function ownProfile(userId: string, requestedId: string): Promise<ProfileRow> {
    if (requestedId !== userId) throw new ApiError(403, "account.own_profile_only", ACCOUNT_MESSAGES.ownProfileOnly);
    const profile = await findProfile(db, userId);
    if (!profile) throw new ApiError(401, "auth.login_required", ACCOUNT_MESSAGES.loginRequired);
    return profile;
  }

  app.post(
    "/api/users",
    {
      schema: {
        tags,
        summary: "Register (multipart or JSON: name, email, number, password)",
        body: registration,
        response: { 201: withToken(sessionUser) },
      },
      preValidation: readMultipartForm(),
      config: { rateLimit: { max: 10, timeWindow: "10 minutes" } },
    },
    async (request, reply) => {
      const input = request.body;
      const { userId } = await createAccount(ctx, input);
      const { token } = await request.server.sessions.start(reply, { userId, remember: false });
      // The address gets a link to confirm it, and no other mail until that is used (email-confirmation.ts).
      if (await mayMailConfirmation(ctx, { userId, email: input.email })) await mailConfirmationLink(ctx, userId);
      const profile = await findProfile(db, userId);
      if (!profile) throw new Error("registered user vanished");
      return reply.code(201).send({
        status: true,
        message: ACCOUNT_MESSAGES.registered,
        data: { ...toPublicUser(profile), token },
        token,
      });
    },
  );

  app.post(
    "/api/users/login",
    {
      schema: {
        tags,
        summary: "Log in; `remember` keeps the session for 30 days",
        body: loginRequest,
        response: { 200: withToken(sessionUser) },
      },
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const { email, password, remember } = request.body;
      const attempt = loginAttempt(email, request.ip, ctx.guard.deviceMarkOf(request));
      const userId = await checkCredentials(ctx, email, password, attempt);
      const { token } = await request.server.sessions.start(reply, { userId, remember });
      await ctx.guard.succeeded(attempt, reply);
      const profile = await findProfile(db, userId);
      if (!profile) throw new ApiError(401, "auth.invalid_credentials", ACCOUNT_MESSAGES.invalidCredentials);
      return { status: true, message: ACCOUNT_MESSAGES.loggedIn, data: { ...toPublicUser(profile), token }, token };
    },
  );

  app.post(
    "/api/users/logout",
    { schema: { tags, summary: "End this session on the server and clear its cookie", response: { 200: envelope(z.null()) } } },
    async (request, reply) => {
      await request.server.sessions.end(request, reply);
      return { status: true, message: ACCOUNT_MESSAGES.loggedOut, data: null };
    },
  );

  // Ours: who the page's cookie (or Bearer token) belongs to, or null for a guest. Server rendering asks
  // this on every page so the header shows Profile or Sign In without reading web storage.
  app.get(
    "/api/users/session",
    {
      schema: {
        tags,
        summary: "The session's user, or null without a session",
        response: { 200: envelope(publicUser.nullable()) },
      },
    },
    async (request, reply) => {
      const user = await request.server.sessions.userOf(request);
      const profile = user ? await findProfile(db, user.id) : undefined;
      reply.header("cache-control", "no-store");
      return ok(profile ? toPublicUser(profile) : null);
    },
  );

  app.get(
    "/api/users/:id",
    { schema: { tags, params: userIdParams, response: { 200: envelope(publicUser) } }, onRequest: authenticate },
    async (request) => {
      const user = await requireUser(request);
      return ok(toPublicUser(await ownProfile(user.id, request.params.id)));
    },
  );

  app.put(
    "/api/users/:id",
    {
      schema: {
        tags,
        summary: "Update the profile (multipart or JSON; optional picture file `image`; email is read-only)",
        params: userIdParams,
        body: profileUpdate,
        response: { 200: envelope(publicUser) },
      },
      // The session and ownership are checked before the upload is even read.
      onRequest: async (request) => {
        const user = await requireUser(request);
        const id = (request.params as { id?: string }).id;
        if (id !== user.id) throw new ApiError(403, "account.own_profile_only", ACCOUNT_MESSAGES.ownProfileOnly);
      },
      preValidation: readMultipartForm({
        fileField: "image",
        maxFileBytes: PROFILE_PICTURE_MAX_BYTES,
        fileTooLarge: { code: "account.picture_too_large", message: ACCOUNT_MESSAGES.pictureTooLarge },
      }),
    },
    async (request) => {
      const user = await requireUser(request);
      const before = await ownProfile(user.id, request.params.id);
      const upload = uploadedFile(request);
      const image = upload ? await storeProfilePicture(files, upload) : undefined;
      await updateProfile(db, user.id, { ...request.body, ...(image ? { image } : {}) }, now());
      if (image) await deleteProfilePicture(files, before.image);
      const after = await ownProfile(user.id, request.params.id);
      return ok(toPublicUser(after), { message: ACCOUNT_MESSAGES.profileUpdated });
    },
  );

  app.put(
    "/api/users/:id/password",
    {
      schema: {
        tags,
        summary: "Change the password (ours); ends every other session and renews this one",
        params: userIdParams,
        body: passwordChange,
        response: { 200: withToken(z.object({ token: z.string() })) },
      },
      config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      if (request.params.id !== user.id) throw new ApiError(403, "account.own_profile_only", ACCOUNT_MESSAGES.ownProfileOnly);
      await changePassword(ctx, user.id, request.body.currentPassword, request.body.newPassword);
      const { token } = await request.server.sessions.start(reply, { userId: user.id, remember: user.remember });
      return { status: true, message: ACCOUNT_MESSAGES.passwordChanged, data: { token }, token };
    },
  );

  app.post(
    "/api/users/reset-password-mail",
    {
      schema: {
        tags,
        summary: "Mail a reset link (same answer for every address)",
        body: resetPasswordMailRequest,
        response: { 200: envelope(z.null()) },
      },
      config: { rateLimit: { max: 5, timeWindow: "15 minutes" } },
    },
    async (request) => {
      const { email } = request.body;
      // After the answer: its timing must not tell whether the address has an account.
      ctx.outbox.afterAnswer(() => mailResetLink(ctx, email), "reset mail");
      return { status: true, message: ACCOUNT_MESSAGES.resetMailSent, data: null };
    },
  );

  app.post(
    "/api/users/reset-password",
    {
      schema: {
        tags,
        summary: "Set a new password with the mailed token (`token` or `t`)",
        body: resetPasswordRequest,
        response: { 200: envelope(z.null()) },
      },
      config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
    },
    async (request, reply) => {
      const account = await resetPassword(ctx, request.body.token, request.body.newPassword);
      await ctx.guard.passwordReset(account, reply);
      return { status: true, message: ACCOUNT_MESSAGES.passwordReset, data: null };
    },
  );

  app.post(
    "/api/users/confirm-email",
    {
      schema: {
        tags,
        summary: "Confirm the account's e-mail address with the mailed token (`token` or `t`; ours)",
        body: emailConfirmationRequest,
        response: { 200: envelope(z.null()) },
      },
      config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
    },
    async (request) => {
      await confirmEmail(ctx, request.body.token);
      return { status: true, message: ACCOUNT_MESSAGES.emailConfirmed, data: null };
    },
  );

  app.post(
    "/api/users/:id/confirmation-mail",
    {
      schema: {
        tags,
        summary: "Mail the link that confirms the account's e-mail address again (ours; a few an hour)",
        params: userIdParams,
        response: { 200: envelope(z.null()) },
      },
      config: { rateLimit: { max: 5, timeWindow: "15 minutes" } },
      onRequest: authenticate,
    },
    async (request) => {
      const user = await requireUser(request);
      const profile = await ownProfile(user.id, request.params.id);
      if (profile.emailConfirmedAt) return { status: true, message: ACCOUNT_MESSAGES.emailAlreadyConfirmed, data: null };
      if (!(await mayMailConfirmation(ctx, { userId: user.id, email: profile.email })))
        throw new ApiError(429, "account.confirmation_mails_limited", ACCOUNT_MESSAGES.confirmationMailsLimited);
      await mailConfirmationLink(ctx, user.id);
      return { status: true, message: ACCOUNT_MESSAGES.confirmationMailSent, data: null };
    },
  );

  // A picture is served to its owner only; to anyone else it does not exist.
  app.get(
    "/uploads/profile/:file",
    { schema: { hide: true, params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const user = await request.server.sessions.userOf(request);
      const key = profilePictureKey(request.params.file);
      const owner = key ? await findProfilePictureOwner(db, `/uploads/profile/${request.params.file}`) : undefined;
      if (!user || !key || owner !== user.id) throw notFound("file.not_found", "Not found");
      const sent = sendPrivatePicture(reply, await files.get(key));
      if (!sent) throw notFound("file.not_found", "Not found");
      return sent;
    },
  );
}

function toPublicUser(row: ProfileRow) {
  const image = row.image ?? "";
  return {
    _id: row.id,
    name: row.name,
    last_name: row.lastName,
    email: row.email,
    number: row.number,
    address: row.address,
    gender: row.gender ?? "",
    image,
    profilePicture: image,
    cartId: row.cartId,
    emailConfirmed: row.emailConfirmedAt !== null,
  };
}
