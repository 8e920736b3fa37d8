import { describe, expect, it } from "vitest";
import { compactStreamData, ENQUEUE } from "./compact-stream-data.server.ts";

/** A data script as React Router writes it (react-router 7.18: escapeHtml(JSON.stringify(chunk))). */
const asReactRouterWrites = (chunk: string) =>
  `${ENQUEUE}${JSON.stringify(chunk).replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)});`;

/** What the browser enqueues when it runs the script. */
function enqueued(script: string): string[] {
  const chunks: string[] = [];
  new Function("window", script)({ __reactRouterContext: { streamController: { enqueue: (c: string) => chunks.push(c) } } });
  return chunks;
}

const DATA = [
  '[{"_1":2},"loaderData",{"_3":4},"review","</script><script>alert(1)</script> <!-- a&b > c","price",8010,0.0112,true,null]',
  '["line two \\u2028 छाप 😀 \\"quoted\\" \\\\ back",[1,2,3],{"_5":-5}]',
];

describe("compactStreamData", () => {
  it("enqueues the same text's values, in fewer bytes than React Router's quoted string", () => {
    const chunk = `${DATA.join("\n")}\n`;
    const original = asReactRouterWrites(chunk);
    const compact = compactStreamData(original);
    expect(compact.length).toBeLessThan(original.length);
    const [text] = enqueued(compact);
    expect(text?.endsWith("\n")).toBe(true);
    expect(
      text
        ?.slice(0, -1)
        .split("\n")
        .map((line) => JSON.parse(line)),
    ).toEqual(DATA.map((line) => JSON.parse(line)));
  });

  it("cannot be made to close its script or open a comment by the data", () => {
    const compact = compactStreamData(asReactRouterWrites(`${DATA[0]}\n`));
    expect(compact).not.toMatch(/<\/script|<!--/i);
  });

  it("leaves a chunk that is not whole lines of JSON as it was (a deferred promise's line)", () => {
    for (const chunk of ['P12:[{"_1":2},"done"]\n', '[{"_1":2}', '{"__proto__":{"polluted":1}}\n']) {
      const script = asReactRouterWrites(chunk);
      expect(compactStreamData(script)).toBe(script);
    }
  });

  it("leaves any other script as it was", () => {
    for (const script of ["window.__reactRouterContext.streamController.close();", `${ENQUEUE}notJson);`, "var a = 1;"]) {
      expect(compactStreamData(script)).toBe(script);
    }
  });
});
