import { generateSecret, generateURI, verify } from "otplib";

/**
 * TOTP codes from an authenticator app (RFC 6238, 30-second steps). A code is accepted one step
 * either side of now (phone clocks drift) and never twice: the step it belongs to is stored and
 * only later steps are accepted after it.
 */
const STEP_SECONDS = 30;

export function newTwoFactorSecret(email: string): { secret: string; uri: string } {
  const secret = generateSecret();
  return { secret, uri: generateURI({ issuer: "Chhaap back office", label: email, secret }) };
}

/** The time step a valid, unused code belongs to; null for a wrong, stale or reused code. */
export async function acceptedStep(secret: string, code: string, lastStep: number | null, now: Date): Promise<number | null> {
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({ secret, token: code, epoch, epochTolerance: STEP_SECONDS });
  if (!result.valid) return null;
  const step = Math.floor(epoch / STEP_SECONDS) + result.delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
