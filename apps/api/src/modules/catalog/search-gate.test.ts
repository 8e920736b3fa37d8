import { describe, expect, it } from "vitest";
import { createSearchGate, SearchBusyError } from "./search-gate.ts";

/** A piece of work that ends when the test says so, and says when it has started. */
function heldWork() {
  let release: () => void = () => {};
  let started = false;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    work: async () => {
      started = true;
      await done;
      return "answered";
    },
    release,
    get started() {
      return started;
    },
  };
}

describe("the searches' gate", () => {
  it("runs `concurrent` searches at once, queues `queued` more in order and refuses the rest at once", async () => {
    const gate = createSearchGate({ concurrent: 2, queued: 1 });
    const [a, b, c] = [heldWork(), heldWork(), heldWork()];
    const running = [gate.run(a.work), gate.run(b.work)];
    const queued = gate.run(c.work);
    await expect.poll(() => a.started && b.started).toBe(true);
    expect(c.started).toBe(false);
    expect(gate.waiting).toBe(1);

    await expect(gate.run(async () => "never")).rejects.toBeInstanceOf(SearchBusyError);
    expect(gate.waiting).toBe(1);

    a.release();
    await expect(running[0]).resolves.toBe("answered");
    await expect.poll(() => c.started).toBe(true);
    expect(gate.waiting).toBe(0);
    b.release();
    c.release();
    await expect(Promise.all([running[1], queued])).resolves.toEqual(["answered", "answered"]);
  });

  it("begins each search on a later turn of the event loop, so requests read meanwhile are answered first", async () => {
    // PGlite answers a statement within the turn that asks for it: a search begun at once runs to its
    // end before the loop reads anything else, and searches handed on at once run back to back.
    const order: string[] = [];
    const gate = createSearchGate({ concurrent: 1, queued: 5 });
    const searches = [1, 2, 3].map((n) =>
      gate.run(async () => {
        order.push(`search ${n}`);
        if (n === 1) setImmediate(() => order.push("request read during search 1"));
      }),
    );
    order.push("request read with them");
    await Promise.all(searches);
    expect(order).toEqual(["request read with them", "search 1", "request read during search 1", "search 2", "search 3"]);
  });

  it("frees the place of a search that failed", async () => {
    const gate = createSearchGate({ concurrent: 1, queued: 0 });
    await expect(gate.run(async () => Promise.reject(new Error("database gone")))).rejects.toThrow("database gone");
    await expect(gate.run(async () => "next")).resolves.toBe("next");
  });

  it("answers its refusal as 503 server.unavailable with a message a shopper can read", () => {
    const refusal = new SearchBusyError();
    expect(refusal.statusCode).toBe(503);
    expect(refusal.code).toBe("server.unavailable");
    expect(refusal.message).toMatch(/try again/);
  });
});
