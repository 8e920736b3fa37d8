import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3460";
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"] });
for (const [label, viewport] of [["desk", { width: 1366, height: 900 }], ["phone", { width: 390, height: 844 }]]) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") console.log(`[${label}] console ${m.type()}: ${m.text()}`); });
  page.on("pageerror", (e) => console.log(`[${label}] pageerror: ${e.message}`));
  for (const path of pages) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const name = path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "root";
    await page.screenshot({ path: `/tmp/content6-shots/${label}-${name}.png`, fullPage: process.env.FULL === "1" });
  }
  await context.close();
}
await browser.close();
