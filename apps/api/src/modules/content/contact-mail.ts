import type { ContactEnquiry } from "@chhaap/contract/content";
import type { MailMessage } from "#src/modules/mail/mailer.ts";
import { escapeHtml } from "#src/modules/mail/templates.ts";

/**
 * The shop's copy of an enquiry from /contact-us. Everything in it was typed by a stranger, so the HTML
 * part escapes every value and keeps line breaks with <br>; the subject line is kept to one short line.
 */
export function contactEnquiryMail(to: string, enquiry: ContactEnquiry, reference: string): MailMessage {
  const fields: [string, string][] = [
    ["Name", enquiry.full_Name],
    ["E-mail", enquiry.email],
    ["Phone", enquiry.number],
    ["Subject", enquiry.subject_Of_Enquiry],
  ];
  const oneLineSubject = enquiry.subject_Of_Enquiry.replace(/\s+/g, " ").slice(0, 80);
  const rows = fields
    .map(
      ([label, value]) => `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const enquiryHtml = escapeHtml(enquiry.your_Enquiry).replace(/\r?\n/g, "<br>");
  return {
    to,
    subject: `Website enquiry: ${oneLineSubject}`,
    text: `${fields.map(([label, value]) => `${label}: ${value}`).join("\n")}\n\n${enquiry.your_Enquiry}\n\nReference: ${reference}\n`,
    html: `<!doctype html>
<html lang="en"><body style="font-family:Georgia,serif;color:#2b2118;max-width:640px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">New enquiry from the website</h1>
<table style="border-collapse:collapse;margin:0 0 16px">
${rows}
</table>
<p style="margin:0 0 16px">${enquiryHtml}</p>
<p style="margin:24px 0 0;font-size:13px;color:#6b5d50">Reference ${escapeHtml(reference)}. Reply to the sender's e-mail address above.</p>
</body></html>`,
  };
}
