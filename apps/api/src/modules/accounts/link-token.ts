import { createHash, randomBytes } from "node:crypto";

/**
 * The secrets of mailed links (password reset, e-mail confirmation): 32 random bytes in the link, and
 * only their digest in the database, so a leaked table does not hand out working links.
 */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
