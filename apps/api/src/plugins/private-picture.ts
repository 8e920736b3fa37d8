import type { FastifyReply } from "fastify";
import type { StoredFile } from "#src/modules/storage/file-store.ts";

/**
 * Sends a stored upload (always re-encoded WebP) to the one client allowed to see it: never cached,
 * never shown as anything but a picture. Undefined when the file is gone, for the caller's 404.
 */
export function sendPrivatePicture(reply: FastifyReply, file: StoredFile | undefined): FastifyReply | undefined {
  if (!file) return undefined;
  return reply
    .header("content-type", "image/webp")
    .header("content-length", file.size)
    .header("cache-control", "private, no-store")
    .header("content-disposition", "inline")
    .send(file.body);
}
