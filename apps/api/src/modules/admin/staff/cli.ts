import { parseArgs } from "node:util";
import { ACCOUNT_MESSAGES, newPassword, passwordHoldsEmail } from "@chhaap/contract/accounts";
import { staffCreate } from "@chhaap/contract/admin/staff";
import { onServerDatabase } from "#src/db/command-line-database.ts";
import { listStaff } from "./queries.ts";
import { addStaff } from "./service.ts";

const USAGE = `Usage:
  npm run staff -- add --email E --name N --role owner|staff [--password-stdin]
  npm run staff -- list

add prints a one-time password (or takes one from standard input with --password-stdin);
the member must choose a new one at first sign-in at /admin/login.`;

/**
 * The shop's staff on the command line: the first owner of a real shop comes from here. It works on
 * the database the server uses (DATABASE_URL, or the embedded one under DATA_DIR).
 */
async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: "string" },
      name: { type: "string" },
      role: { type: "string" },
      "password-stdin": { type: "boolean" },
    },
  });
  const command = positionals[0];
  if (command !== "add" && command !== "list") {
    console.error(USAGE);
    return 2;
  }
  return onServerDatabase(async (db) => {
    if (command === "list") {
      for (const row of await listStaff(db))
        console.log(`${row.role.padEnd(6)} ${row.email} (${row.name})${row.disabledAt ? " disabled" : ""}`);
      return 0;
    }
    const parsed = staffCreate.safeParse({ email: values.email, name: values.name, role: values.role });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) console.error(`${issue.path.join(".")}: ${issue.message}`);
      console.error(`\n${USAGE}`);
      return 2;
    }
    let password: string | undefined;
    if (values["password-stdin"]) {
      const given = newPassword.safeParse((await readStdin()).replace(/\r?\n$/, ""));
      if (!given.success) {
        console.error(given.error.issues[0]?.message ?? "That password cannot be used.");
        return 2;
      }
      // The address is the first guess of anyone who knows it, as for every password chosen later.
      if (passwordHoldsEmail(given.data, parsed.data.email)) {
        console.error(ACCOUNT_MESSAGES.passwordContainsEmail);
        return 2;
      }
      password = given.data;
    }
    const { member, password: handedOut } = await addStaff(
      { db, now: () => new Date() },
      { id: null, name: "command line" },
      { ...parsed.data, password },
    );
    console.log(`Added ${member.role} ${member.email}.`);
    if (!password) console.log(`One-time password: ${handedOut}\nThey choose their own at first sign-in at /admin/login.`);
    return 0;
  });
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

process.exitCode = await main();
