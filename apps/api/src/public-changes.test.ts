import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { forgetPublicAnswers, publicAnswersGeneration } from "./fresh-answers.ts";
import { type PublicChanges, sharePublicChanges } from "./public-changes.ts";

// LISTEN/NOTIFY is PostgreSQL's: the embedded database has one process and nobody to tell, so this
// runs where DATABASE_URL names a server (CI's first pass; `DATABASE_URL=... npm test` locally).
const databaseUrl = process.env.DATABASE_URL;

describe.runIf(Boolean(databaseUrl))("staff changes told to every instance on one PostgreSQL", () => {
  const url = databaseUrl as string;
  let changes: PublicChanges;
  let other: pg.Client;
  const heard: string[] = [];

  beforeAll(async () => {
    changes = await sharePublicChanges(url, { warn: () => {} });
    // Another instance, as PostgreSQL sees it: a connection listening on the same channel.
    other = new pg.Client({ connectionString: url });
    await other.connect();
    other.on("notification", (message) => heard.push(message.payload ?? ""));
    await other.query("LISTEN chhaap_public_changes");
  });
  afterAll(async () => {
    await changes?.close();
    await other?.end();
  });

  it("tells the others of a change here, once for a burst of changes, within a second", async () => {
    for (let n = 0; n < 50; n++) forgetPublicAnswers();
    await vi.waitFor(() => expect(heard.length).toBeGreaterThan(0), { timeout: 1_000, interval: 20 });
    expect(heard).toHaveLength(1);
  });

  it("forgets what this instance keeps when another tells of a change, within a second", async () => {
    const before = publicAnswersGeneration();
    await other.query("select pg_notify('chhaap_public_changes', 'another-instance')");
    await vi.waitFor(() => expect(publicAnswersGeneration()).toBeGreaterThan(before), { timeout: 1_000, interval: 20 });
  });
});
