import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { reportCsvDownload } from "./report-csv.server.ts";

/** An API answering the CSV path with `answer`, as the Fastify app would in-process; the paths asked are kept. */
function apiAnswering(answer: () => Response): { context: AppLoadContext; asked: string[] } {
  const asked: string[] = [];
  const context = {
    async api(path: string) {
      asked.push(path);
      return answer();
    },
  } as unknown as AppLoadContext;
  return { context, asked };
}

const refusal = (status: number, message: string) => () =>
  new Response(JSON.stringify({ status: false, message, code: "validation" }), {
    status,
    headers: { "content-type": "application/json" },
  });

const request = (query: string) => new Request(`http://shop.test/admin/reports/export.csv?${query}`);

describe("reportCsvDownload", () => {
  it("passes the API's CSV on as an attachment, for the section and period asked", async () => {
    const { context, asked } = apiAnswering(
      () =>
        new Response("key,name\nMizoram,Mizoram\n", {
          headers: {
            "content-type": "text/csv; charset=utf-8",
            "content-disposition": 'attachment; filename="chhaap-delivery-state-2026-11-01-to-2026-11-28.csv"',
          },
        }),
    );
    const answer = await reportCsvDownload(request("section=delivery-state&period=this-month&page=2"), context);
    expect(asked).toEqual(["/api/admin/reports/csv?section=delivery-state&period=this-month"]);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toContain("attachment");
    expect(await answer.text()).toBe("key,name\nMizoram,Mizoram\n");
  });

  it("sends a refused period or section back to the report for the same period, never its JSON as a file", async () => {
    const { context } = apiAnswering(refusal(400, "The last day must be on or after the first day."));
    const answer = await reportCsvDownload(request("section=summary&period=custom&from=2026-04-05&to=2026-03-25"), context);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/admin/reports?period=custom&from=2026-04-05&to=2026-03-25&download=invalid");
    expect(answer.headers.get("content-disposition")).toBeNull();
  });

  it("sends any other refusal back to the report too: its page tells a member without access why", async () => {
    for (const status of [403, 500]) {
      const { context } = apiAnswering(refusal(status, "No."));
      const answer = await reportCsvDownload(request("section=coupons&period=last-month"), context);
      expect(answer.status, String(status)).toBe(302);
      expect(answer.headers.get("location"), String(status)).toBe("/admin/reports?period=last-month&download=failed");
    }
  });
});
