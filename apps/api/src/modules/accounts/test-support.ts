import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { App } from "#src/app.ts";

/** Helpers shared by this module's tests: multipart bodies, distinct client addresses, the mail outbox. */

let addressSerial = 0;

/** A client address of its own, so one test's requests never count against another's rate limits. */
export function clientAddress(): string {
  addressSerial += 1;
  return `10.${(process.pid % 200) + 20}.${Math.floor(addressSerial / 250) % 250}.${(addressSerial % 250) + 1}`;
}

export function multipartBody(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; content: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----chhaap${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** The .eml files in DATA_DIR/outbox, decoded, oldest first. */
export async function readOutbox(dataDir: string): Promise<string[]> {
  const folder = path.join(dataDir, "outbox");
  const names = (await readdir(folder).catch(() => [])).filter((n) => n.endsWith(".eml")).sort();
  return Promise.all(names.map(async (n) => decodeMail(await readFile(path.join(folder, n), "utf8"))));
}

/**
 * The mails that contain every one of `texts`, once the mail outbox has sent everything due (mail goes
 * out from the outbox after the answer; a reset link is even written after it).
 */
export async function deliveredMail(t: { app: App; dataDir: string }, texts: string[]): Promise<string[]> {
  await t.app.mailOutbox.deliverDue();
  return (await readOutbox(t.dataDir)).filter((m) => texts.every((text) => m.includes(text)));
}

/** Decodes a mail's quoted-printable text so links and names can be matched. */
function decodeMail(eml: string): string {
  return eml.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
