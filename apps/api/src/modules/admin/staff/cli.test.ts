import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "#src/app.ts";
import { openDatabase } from "#src/db/client.ts";

const run = promisify(execFile);
const apiDir = fileURLToPath(new URL("../../../..", import.meta.url));
// Always the embedded database in a folder of its own: the command must never touch a shared one here.
const dataDir = mkdtempSync(path.join(tmpdir(), "chhaap-staff-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function staffCommand(args: string[], input?: string) {
  const child = run(process.execPath, ["--import", "tsx", "src/modules/admin/staff/cli.ts", ...args], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, INIT_CWD: apiDir },
  });
  if (input !== undefined) {
    child.child.stdin?.end(input);
  }
  return child;
}

// Each test waits for its command to finish. A command is a new Node process compiling TypeScript as
// it loads: on a loaded two-core machine that alone has taken over 30 s, so the limit here is only
// for a command that hangs, not a measure of how fast it should be.
const COMMAND_HANG_LIMIT_MS = 240_000;

describe("npm run staff", { timeout: COMMAND_HANG_LIMIT_MS }, () => {
  it("adds the first owner with a one-time password that signs in and must then be changed", async () => {
    const { stdout } = await staffCommand(["add", "--email", "first@shop.example", "--name", "First Owner", "--role", "owner"]);
    const password = /One-time password: (\S+)/.exec(stdout)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);

    const database = await openDatabase({ dataDir });
    const app = await buildApp({
      db: database.db,
      config: { dataDir, publicUrl: "http://shop.test", logLevel: "silent", trustProxy: false, sessionSecret: "s".repeat(40) },
      pingDatabase: database.ping,
      logger: false,
    });
    try {
      const signIn = await app.inject({
        method: "POST",
        url: "/api/staff/session",
        payload: { email: "first@shop.example", password },
      });
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json().data).toMatchObject({ role: "owner", mustChangePassword: true });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("refuses a bad role or e-mail with a readable message and changes nothing", async () => {
    const failed = await staffCommand(["add", "--email", "not-an-email", "--name", "X", "--role", "boss"]).catch(
      (error) => error,
    );
    expect(failed.code).toBe(2);
    expect(failed.stderr).toContain("Please enter a valid email address.");
    expect(failed.stderr).toContain("Please choose owner or staff.");
    const { stdout } = await staffCommand(["list"]);
    expect(stdout).not.toContain("not-an-email");
  });

  it("takes a password from standard input instead, one that does not hold the member's e-mail address", async () => {
    const refused = await staffCommand(
      ["add", "--email", "packer@shop.example", "--name", "Packer", "--role", "staff", "--password-stdin"],
      "Packer-table-2026\n",
    ).catch((error) => error);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("Please choose a password that does not contain your e-mail address.");
    const { stdout } = await staffCommand(
      ["add", "--email", "packer@shop.example", "--name", "Packer", "--role", "staff", "--password-stdin"],
      "packing-table-2026\n",
    );
    expect(stdout).toContain("Added staff packer@shop.example.");
    expect(stdout).not.toContain("One-time password");
  });
});
