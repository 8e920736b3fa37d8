import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { FastifyReply } from "fastify";

/**
 * Sends a stored upload (always re-encoded WebP) to the one client allowed to see it: never cached,
 * never shown as anything but a picture. Undefined when the file is gone, for the caller's 404.
 */
export async function sendPrivatePicture(reply: FastifyReply, file: string): Promise<FastifyReply | undefined> {
  const size = await stat(file).then(
    (s) => s.size,
    () => undefined,
  );
  if (size === undefined) return undefined;
  return reply
    .header("content-type", "image/webp")
    .header("content-length", size)
    .header("cache-control", "private, no-store")
    .header("content-disposition", "inline")
    .send(createReadStream(file));
}
