import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads, lowPriorityScripts } from "./low-priority-scripts.server.ts";

const HEAD =
  '<!DOCTYPE html><html><head><link rel="preload" as="image" href="/a.webp"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<link rel="stylesheet" href="/assets/root.css"/></head>';
// A page can quote the markup it describes; only the head is rewritten.
const BODY =
  '<body><p>छाप: <code>&lt;link rel="modulepreload"&gt;</code></p><link rel="modulepreload" href="/late.js"/></body></html>';

/** The page cut into chunks of `size` bytes, as a stream might deliver it (splitting characters too). */
async function throughTransform(page: string, size: number): Promise<string> {
  const bytes = Buffer.from(page);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return text(Readable.from(chunks).pipe(lowPriorityScripts()));
}

describe("lowPriorityScripts", () => {
  it("asks for the head's module preloads at low priority and leaves everything else as it was", async () => {
    const out = await throughTransform(HEAD + BODY, 1 << 16);
    expect(out).toBe(lowPriorityModulePreloads(HEAD) + BODY);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low"/g)).toHaveLength(2);
    expect(out).toContain('<link rel="preload" as="image" href="/a.webp"/>');
    expect(out).toContain('<link rel="modulepreload" href="/late.js"/>');
  });

  it("gives the same page whatever the chunk sizes, multi-byte characters included", async () => {
    const whole = await throughTransform(HEAD + BODY, 1 << 16);
    for (const size of [1, 2, 3, 7, 64]) expect(await throughTransform(HEAD + BODY, size)).toBe(whole);
  });

  it("passes a page without a head through, rewritten", async () => {
    expect(await throughTransform('<link rel="modulepreload" href="/x.js"/>', 5)).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/x.js"/>',
    );
  });

  it("does not mark a preload twice", () => {
    const once = lowPriorityModulePreloads(HEAD);
    expect(lowPriorityModulePreloads(once)).toBe(once);
  });
});
