import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./client.ts";
import { whileAloneOnDatabase } from "./migrate.ts";

// The lock is PostgreSQL's: the embedded database has one process, which runs the work at once.
const databaseUrl = process.env.DATABASE_URL;

describe.runIf(Boolean(databaseUrl))("instances started together on one PostgreSQL", () => {
  const handles: DatabaseHandle[] = [];
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
  });

  it("prepare the database one after the other, however long the first takes", async () => {
    const first = await openDatabase({ databaseUrl });
    const second = await openDatabase({ databaseUrl });
    handles.push(first, second);
    const steps: string[] = [];
    let finishFirst = () => {};
    const firstHolds = new Promise<void>((resolve) => {
      finishFirst = resolve;
    });
    let firstStarted = () => {};
    const started = new Promise<void>((resolve) => {
      firstStarted = resolve;
    });
    const one = whileAloneOnDatabase(first, async () => {
      steps.push("first starts");
      firstStarted();
      await firstHolds;
      steps.push("first ends");
    });
    await started;
    const two = whileAloneOnDatabase(second, async () => {
      steps.push("second starts");
    });
    // The second has had several tries at the lock by the time the first lets go.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(steps).toEqual(["first starts"]);
    finishFirst();
    await Promise.all([one, two]);
    expect(steps).toEqual(["first starts", "first ends", "second starts"]);
  });
});
