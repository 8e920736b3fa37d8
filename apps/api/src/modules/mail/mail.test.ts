import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createMailer, createMemoryMailer } from "./mailer.ts";
import { confirmEmailMail, escapeHtml, resetPasswordMail } from "./templates.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "chhaap-mail-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the mail module", () => {
  it("writes each mail as an .eml file in DATA_DIR/outbox, with plain and HTML parts", async () => {
    const mailer = createMailer({ dataDir, publicUrl: "https://chhaap.example" });
    await mailer.sendMail(confirmEmailMail("asha@example.com", "https://chhaap.example/confirm-email?t=abc", 3));
    const files = readdirSync(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    const eml = readFileSync(path.join(dataDir, "outbox", files[0] ?? ""), "utf8");
    expect(eml).toContain("From: Chhaap <no-reply@chhaap.example>");
    expect(eml).toContain("To: asha@example.com");
    expect(eml).toContain("Subject: Confirm your e-mail address for Chhaap");
    expect(eml).toMatch(/Content-Type: multipart\/alternative/);
    expect(eml).toContain("Content-Type: text/plain");
    expect(eml).toContain("Content-Type: text/html");
  });

  it("writes an outbox mail sent twice (its sender died mid-send) as one message: one Message-ID, one file", async () => {
    const own = mkdtempSync(path.join(tmpdir(), "chhaap-mail-again-"));
    try {
      const mailer = createMailer({ dataDir: own, publicUrl: "https://chhaap.example" });
      const identity = { id: "0b6e4c1e-8f0a-4f4e-9d51-3c1a2b7e9f10", createdAt: new Date("2026-11-29T08:00:00.000Z") };
      const message = confirmEmailMail("asha@example.com", "https://chhaap.example/confirm-email?t=abc", 3);
      await mailer.sendMail(message, identity);
      await mailer.sendMail(message, identity);
      const files = readdirSync(path.join(own, "outbox"));
      expect(files).toEqual([`2026-11-29T08-00-00.000Z-${identity.id}.eml`]);
      const eml = readFileSync(path.join(own, "outbox", files[0] ?? ""), "utf8");
      expect(eml).toContain(`Message-ID: <${identity.id}@chhaap.example>`);
      // Another mail is another message.
      await mailer.sendMail(message, { ...identity, id: "5d0f2a9b-1c3e-4b7a-8e6d-2f4a9c8b7e61" });
      expect(readdirSync(path.join(own, "outbox"))).toHaveLength(2);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });

  it("escapes user text in the HTML part and keeps it as typed in the plain part", () => {
    const mail = resetPasswordMail(
      "x@example.com",
      `<img src=x onerror="alert(1)">`,
      "https://chhaap.example/reset_password?t=abc&x=1",
    );
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&#60;img src=x onerror=&#34;alert(1)&#34;&#62;");
    expect(mail.html).toContain('href="https://chhaap.example/reset_password?t=abc&#38;x=1"');
    expect(mail.text).toContain(`Hello <img src=x onerror="alert(1)">,`);
    expect(mail.text).toContain("https://chhaap.example/reset_password?t=abc&x=1");
  });

  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;");
  });

  it("offers an in-memory mailer for tests", async () => {
    const mailer = createMemoryMailer();
    await mailer.sendMail({ to: "a@example.com", subject: "s", text: "t", html: "<p>t</p>" });
    expect(mailer.messages).toEqual([{ to: "a@example.com", subject: "s", text: "t", html: "<p>t</p>" }]);
  });
});
