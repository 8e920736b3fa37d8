import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactEnquiries } from "#src/db/schema.ts";
import { createMemoryMailer } from "#src/modules/mail/mailer.ts";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "#src/test/app.ts";

const mailer = createMemoryMailer();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, mailer });
});
afterAll(async () => t?.close());

let client = 0;
/** Each call from its own address unless told, so the per-client limit only trips where a test wants it. */
function post(payload: unknown, remoteAddress = `10.20.0.${++client}`, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url: "/api/contactUs", payload: payload as object, remoteAddress, headers });
}

const valid = {
  email: "asha.rao@example.com",
  full_Name: "Asha Rao",
  number: "+91 98250-41763",
  subject_Of_Enquiry: "Yardage for a boutique",
  your_Enquiry: "Could you print 60 metres of the star motif in indigo?\nWe would need it by March.",
};

describe("POST /api/contactUs", () => {
  it("stores the enquiry, mails it to the shop and says so", async () => {
    const before = mailer.messages.length;
    const res = await post({ ...valid, full_Name: "  Asha Rao  " });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: true, message: "Your enquiry has been submitted successfully!", data: null });

    const rows = await t.database.db.select().from(contactEnquiries);
    expect(rows.at(-1)).toMatchObject({ email: valid.email, fullName: "Asha Rao", subject: valid.subject_Of_Enquiry });

    await t.app.mailOutbox.deliverDue();
    const mail = mailer.messages.at(-1);
    expect(mailer.messages.length).toBe(before + 1);
    expect(mail?.to).toBe("care@chhaap.shop");
    expect(mail?.subject).toBe("Website enquiry: Yardage for a boutique");
    expect(mail?.text).toContain("60 metres of the star motif");
    expect(mail?.html).toContain("60 metres of the star motif in indigo?<br>We would need it by March.");
  });

  it("escapes what the sender typed in the mail's HTML", async () => {
    const res = await post({
      ...valid,
      full_Name: '<img src=x onerror="alert(1)">',
      subject_Of_Enquiry: "<script>alert(1)</script>",
      your_Enquiry: 'Hello <a href="javascript:alert(1)">click</a> & bye',
    });
    expect(res.statusCode).toBe(201);
    await t.app.mailOutbox.deliverDue();
    const html = mailer.messages.at(-1)?.html ?? "";
    expect(html).not.toMatch(/<script|<img|<a href/);
    expect(html).toContain("&#60;script&#62;");
    expect(html).toContain("&#38; bye");
  });

  it("requires all five fields, with a message per field", async () => {
    const res = await post({ email: " ", full_Name: "", number: "", subject_Of_Enquiry: "  ", your_Enquiry: "" });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe(false);
    expect(body.errors).toEqual({
      email: "Please enter your e-mail address.",
      full_Name: "Please enter your full name.",
      number: "Please enter your phone number.",
      subject_Of_Enquiry: "Please enter the subject of your enquiry.",
      your_Enquiry: "Please write your enquiry.",
    });
    expect((await post({})).statusCode).toBe(400);
    expect((await post({ ...valid, your_Enquiry: undefined })).json().errors).toEqual({
      your_Enquiry: "Please write your enquiry.",
    });
  });

  it("checks the e-mail and phone formats and caps lengths", async () => {
    expect((await post({ ...valid, email: "asha@" })).json().errors).toEqual({ email: "Please enter a valid email address." });
    for (const number of ["12345", "1234567890123456", "98250 41763 ext 2", "++91 98250"]) {
      expect((await post({ ...valid, number })).json().errors, number).toEqual({
        number: "Please enter a phone number of 7 to 15 digits.",
      });
    }
    for (const number of ["9825041763", "+1 415-555-0100", "0279 2220 12"]) {
      expect((await post({ ...valid, number })).statusCode, number).toBe(201);
    }
    expect((await post({ ...valid, your_Enquiry: "a".repeat(2001) })).json().errors).toEqual({
      your_Enquiry: "Please keep your enquiry under 2000 characters.",
    });
    expect((await post({ ...valid, your_Enquiry: "a".repeat(2000) })).statusCode).toBe(201);
  });

  it("limits one client to 5 enquiries in 10 minutes", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await post(valid, "10.99.0.1")).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const refused = await post(valid, "10.99.0.1");
    expect(refused.json()).toEqual({
      status: false,
      message: "Too many requests. Please wait a moment and try again.",
      code: "request.rate_limited",
    });
    expect((await post(valid, "10.99.0.2")).statusCode).toBe(201);
  });

  it("refuses a post from another site's page", async () => {
    expect((await post(valid, undefined, { origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await post(valid, undefined, { origin: TEST_PUBLIC_URL })).statusCode).toBe(201);
  });
});

describe("POST /api/contactUs without SMTP", () => {
  it("writes the shop's copy to DATA_DIR/outbox by default", async () => {
    const own = await createTestApp({ seed: false });
    try {
      const res = await own.app.inject({ method: "POST", url: "/api/contactUs", payload: valid });
      expect(res.statusCode).toBe(201);
      await own.app.mailOutbox.deliverDue();
      const outbox = path.join(own.dataDir, "outbox");
      const [file] = await readdir(outbox);
      expect(await readFile(path.join(outbox, file ?? ""), "utf8")).toContain("To: care@chhaap.shop");
    } finally {
      await own.close();
    }
  });
});
