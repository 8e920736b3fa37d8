import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Slow salted password hashing (scrypt).
 * Stored form: `scrypt$N$r$p$salt$hash` (base64url), so parameters can be raised later
 * without invalidating existing hashes.
 */
const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const params = { N: COST, r: BLOCK_SIZE, p: PARALLELISM };
  const key = await deriveKey(plain, salt, KEY_LENGTH, params);
  return ["scrypt", COST, BLOCK_SIZE, PARALLELISM, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** False for a wrong password and for any stored value this module did not write. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4] ?? "", "base64url");
  const expected = Buffer.from(parts[5] ?? "", "base64url");
  if (!isSafeParameter(N, 2 ** 10, 2 ** 20) || !isSafeParameter(r, 1, 32) || !isSafeParameter(p, 1, 16)) return false;
  if (salt.length === 0 || expected.length < 16) return false;
  const actual = await deriveKey(plain, salt, expected.length, { N, r, p });
  return timingSafeEqual(actual, expected);
}

function isSafeParameter(value: number | undefined, min: number, max: number): value is number {
  return value !== undefined && Number.isInteger(value) && value >= min && value <= max;
}

function deriveKey(plain: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  // N=2^15, r=8 needs 32 MiB; the default maxmem (32 MiB) is just too small for it.
  const maxmem = 128 * (options.N ?? COST) * (options.r ?? BLOCK_SIZE) * 2;
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize("NFKC"), salt, length, { ...options, maxmem }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}
