import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { oneChunkPerTurn } from "./one-chunk-per-turn.server.ts";

/** What leaves the stream, chunk by chunk, while `write` feeds it. */
async function chunksOut(write: (stream: ReturnType<typeof oneChunkPerTurn>) => Promise<void>): Promise<string[]> {
  const stream = oneChunkPerTurn();
  const out: string[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk.toString()));
  const ended = new Promise((resolve) => stream.on("end", resolve));
  await write(stream);
  stream.end();
  await ended;
  return out;
}

describe("oneChunkPerTurn", () => {
  it("passes on what is written in one turn of the event loop as one chunk", async () => {
    const out = await chunksOut(async (stream) => {
      for (const piece of ["<html>", "<head></head>", "<body>"]) stream.write(Buffer.from(piece));
      await nextTurn();
      stream.write(Buffer.from("<p>later</p>"));
      stream.write(Buffer.from("</body>"));
      await nextTurn();
    });
    expect(out).toEqual(["<html><head></head><body>", "<p>later</p></body>"]);
  });

  it("lets nothing wait for a next turn once the writer has ended", async () => {
    const out = await chunksOut(async (stream) => {
      stream.write(Buffer.from("<p>a</p>"));
      stream.write(Buffer.from("<p>b</p>"));
    });
    expect(out.join("")).toBe("<p>a</p><p>b</p>");
  });
});
