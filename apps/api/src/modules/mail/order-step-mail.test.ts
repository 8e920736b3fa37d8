import { describe, expect, it } from "vitest";
import { orderStepMail } from "./templates.ts";

describe("the mail of a shipped order", () => {
  it("carries the tracking number, and the carrier's tracking page where it has one", () => {
    const withPage = orderStepMail(
      "meera@example.org",
      "Meera",
      { orderNumber: "CHP-AAAA-BBBB", step: "shipped", carrier: "Delhivery", trackingNumber: "1490 2231" },
      "https://chhaap.shop",
    );
    expect(withPage.subject).toBe("Your Chhaap order CHP-AAAA-BBBB is on its way");
    expect(withPage.text).toContain("Tracking number: 1490 2231.");
    expect(withPage.text).toContain("https://www.delhivery.com/track/package/1490%202231");
    const withoutPage = orderStepMail(
      "meera@example.org",
      "Meera",
      { orderNumber: "CHP-AAAA-BBBB", step: "shipped", carrier: "India Post", trackingNumber: "EK123456789IN" },
      "https://chhaap.shop",
    );
    expect(withoutPage.text).toContain("EK123456789IN");
    expect(withoutPage.text).not.toContain("carrier's website");
  });

  it("escapes what staff typed in the HTML part", () => {
    const mail = orderStepMail(
      "meera@example.org",
      "Meera",
      { orderNumber: "CHP-AAAA-BBBB", step: "cancelled", reason: "<script>alert(1)</script>" },
      "https://chhaap.shop",
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&#60;script&#62;");
  });
});
