import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#src/db/schema/back-office.ts";
import { type StaffBrowser, signInNewStaff } from "#src/modules/admin/test-support.ts";
import { createTestApp, registerCustomer, type TestApp } from "#src/test/app.ts";

let t: TestApp;
let staff: StaffBrowser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInNewStaff(t, { name: "Salma", email: "page-staff@shop.test", password: "page-staff-2026-ok" });
});
afterAll(async () => t?.close());

interface EditedPage {
  name: string;
  path: string;
  layout: "sections" | "faq";
  title: string;
  intro: string;
  bodyHtml: string;
  items: { question: string; answerHtml: string }[];
  updatedAt: string;
}

async function editorPage(name: string): Promise<EditedPage> {
  const res = await t.app.inject({ url: `/api/admin/pages/${name}`, headers: staff });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

function save(name: string, body: Record<string, unknown>, headers: Record<string, string> = staff) {
  return t.app.inject({ method: "PUT", url: `/api/admin/pages/${name}`, headers, payload: body });
}

/** What the editor would send back unchanged. */
function editable(page: EditedPage) {
  return { title: page.title, intro: page.intro, bodyHtml: page.bodyHtml, items: page.items };
}

async function publicPage(name: string) {
  const res = await t.app.inject(`/api/pages/${name}`);
  expect(res.statusCode, res.body).toBe(200);
  return { page: res.json().data as EditedPage, cacheControl: res.headers["cache-control"] };
}

async function auditEntries(name: string) {
  return t.database.db
    .select({ staffName: auditLog.staffName, recordType: auditLog.recordType, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.recordId, name), eq(auditLog.action, "page.update")));
}

describe("the shop's pages", () => {
  it("are the eight pages of the policy menu and Help & Support, with the text they had as code", async () => {
    const res = await t.app.inject({ url: "/api/admin/pages", headers: staff });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { path: string; layout: string }) => [p.path, p.layout])).toEqual([
      ["/how-to-order", "sections"],
      ["/payment-options", "sections"],
      ["/faq", "faq"],
      ["/refund-policy", "sections"],
      ["/return-policy", "sections"],
      ["/privacy-policy", "sections"],
      ["/terms-and-conditions", "sections"],
      ["/help-support", "faq"],
    ]);
    const faq = await editorPage("faq");
    expect(faq.items).toHaveLength(11);
    expect(faq.items[1]?.question).toBe("Will the colour bleed when I wash it?");
    const help = await editorPage("help-support");
    expect(help.title).toBe("Help & Support");
    expect(help.intro).toContain("write to {email} or call {phone}");
  });

  it("answers shoppers with the contact details filled in, sent like other editable public answers", async () => {
    const site = (await t.app.inject("/api/site")).json().data as { email: string; phone: string };
    const { page, cacheControl } = await publicPage("return-policy");
    expect(cacheControl).toBe("public, max-age=5, stale-while-revalidate=5");
    expect(page.title).toBe("Return Policy");
    expect(page.intro).toContain("within 14 days of delivery");
    expect(page.bodyHtml).toContain("<h2>What can be returned</h2>");
    expect(page.bodyHtml).toContain(`Write to ${site.email} with your order number`);
    expect(page.bodyHtml).not.toContain("{email}");
    const help = (await publicPage("help-support")).page;
    expect(help.intro).toContain(`write to ${site.email} or call ${site.phone}`);
    expect(help.items.map((item) => item.question)).toContain("How can I contact the seller?");
  });

  it("answers 404 with page.not_found for a page the shop does not have", async () => {
    for (const name of ["no-such-page", "Return_Policy", "..%2Fsecrets"]) {
      const res = await t.app.inject(`/api/pages/${name}`);
      expect(res.statusCode, name).toBe(404);
      expect(res.json().code).toBe("page.not_found");
    }
    expect((await t.app.inject({ url: "/api/admin/pages/no-such-page", headers: staff })).json().code).toBe("page.not_found");
    const put = await save("no-such-page", { title: "A", intro: "B", bodyHtml: "<p>C</p>", items: [] });
    expect(put.statusCode).toBe(404);
  });
});

describe("the page editor's API", () => {
  it("answers 401 without a staff session and 403 to a customer, and changes nothing", async () => {
    const before = await editorPage("refund-policy");
    const body = { ...editable(before), title: "Hijacked" };
    expect((await t.app.inject({ url: "/api/admin/pages" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "PUT", url: "/api/admin/pages/refund-policy", payload: body })).statusCode).toBe(401);
    const customer = await registerCustomer(t.app);
    expect((await save("refund-policy", body, customer.browser)).statusCode).toBe(403);
    expect((await save("refund-policy", body, customer.bearer)).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/admin/pages/refund-policy", headers: customer.browser })).statusCode).toBe(403);
    expect((await editorPage("refund-policy")).title).toBe(before.title);
  });

  it("refuses an empty title, a NUL byte, an oversized body and an empty body, each under its field, saving nothing", async () => {
    const page = await editorPage("privacy-policy");
    const refusals: [Record<string, unknown>, string, number][] = [
      [{ title: "   " }, "title", 400],
      [{ intro: "We collect\u0000 only" }, "intro", 400],
      [{ bodyHtml: `<p>${"x".repeat(200_000)}</p>` }, "bodyHtml", 400],
      [{ bodyHtml: "<script>alert(1)</script><p> </p>" }, "bodyHtml", 400],
      [{ intro: "x".repeat(601) }, "intro", 400],
    ];
    for (const [change, field, status] of refusals) {
      const res = await save("privacy-policy", { ...editable(page), ...change });
      expect(res.statusCode, field).toBe(status);
      expect(res.json().code).toBe("validation.field");
      expect(res.json().errors).toHaveProperty(field);
    }
    // Past the request size limit the body is not even read.
    const huge = await save("privacy-policy", { ...editable(page), bodyHtml: "x".repeat(1_100_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe("request.too_large");
    expect(await editorPage("privacy-policy")).toEqual(page);
    expect(await auditEntries("privacy-policy")).toEqual([]);
  });

  it("refuses a FAQ page without questions, an empty question or answer, and more than 50 questions", async () => {
    const page = await editorPage("faq");
    const empty = await save("faq", { ...editable(page), items: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty("items");
    const question = await save("faq", { ...editable(page), items: [{ question: " ", answerHtml: "<p>Yes.</p>" }] });
    expect(question.json().errors).toHaveProperty(["items.0.question"]);
    const answer = await save("faq", {
      ...editable(page),
      items: [
        ...page.items,
        {
          question: "Is this answered?",
          answerHtml: '<script>alert(1)</script><img src="javascript:alert(2)" onerror="alert(3)">',
        },
      ],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ [`items.${page.items.length}.answerHtml`]: expect.any(String) });
    const many = Array.from({ length: 51 }, (_, i) => ({ question: `Question ${i}?`, answerHtml: "<p>Yes.</p>" }));
    expect((await save("faq", { ...editable(page), items: many })).json().errors).toHaveProperty("items");
    expect(await editorPage("faq")).toEqual(page);
  });

  it("sanitises the body, shows the change to shoppers at once, and writes one audit entry per save", async () => {
    const page = await editorPage("return-policy");
    const intro = `${page.intro} Sale pieces too.`;
    const bodyHtml =
      '<h2>Returns</h2><script>alert(1)</script><p onclick="steal()">Write to {email}. <img src="https://x.example/a.png" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">here</a> or <a href="/contact-us" target="_blank">contact us</a>.</p>';
    const res = await save("return-policy", {
      ...editable(page),
      intro,
      bodyHtml,
      items: [{ question: "Ignored?", answerHtml: "<p>Yes</p>" }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Page saved. Shoppers see it within seconds.");
    const saved = res.json().data as EditedPage;
    expect(saved.bodyHtml).not.toMatch(/script|onerror|onclick|javascript:|target/i);
    expect(saved.bodyHtml).toContain("<h2>Returns</h2>");
    expect(saved.bodyHtml).toContain('<a href="/contact-us" rel="noopener">contact us</a>');
    // A page laid out in sections keeps no questions.
    expect(saved.items).toEqual([]);
    expect(await editorPage("return-policy")).toEqual(saved);

    const { page: shown } = await publicPage("return-policy");
    expect(shown.intro).toBe(intro);
    expect(shown.bodyHtml).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(shown.bodyHtml).toMatch(/Write to [^{]+@[^{]+\./);

    const entries = await auditEntries("return-policy");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      staffName: "Salma",
      recordType: "shop_page",
      before: { intro: page.intro, bodyHtml: page.bodyHtml },
      after: { intro, bodyHtml: saved.bodyHtml },
    });

    // The same page sent again changes nothing and writes no second entry.
    expect((await save("return-policy", editable(saved))).statusCode).toBe(200);
    expect(await auditEntries("return-policy")).toHaveLength(1);
  });

  it("keeps a FAQ page's questions in the order sent: added, removed and moved", async () => {
    const page = await editorPage("help-support");
    const [first, second, ...rest] = page.items;
    if (!first || !second) throw new Error("Help & Support has questions");
    const added = { question: "Do you gift-wrap?", answerHtml: "<p>Yes, <strong>free</strong>, on request.</p>" };
    const items = [second, first, ...rest.slice(0, -1), added];
    const res = await save("help-support", { ...editable(page), items, bodyHtml: "<p>Ignored</p>" });
    expect(res.statusCode, res.body).toBe(200);
    const shown = (await publicPage("help-support")).page;
    expect(shown.items.map((item) => item.question)).toEqual(items.map((item) => item.question));
    expect(shown.items.at(-1)?.answerHtml).toBe("<p>Yes, <strong>free</strong>, on request.</p>");
    expect(shown.bodyHtml).toBe("");
    // Sent again as the editor shows it, the page is unchanged: still one audit entry.
    expect((await save("help-support", editable(await editorPage("help-support")))).statusCode).toBe(200);
    expect(await auditEntries("help-support")).toHaveLength(1);
  });
});
