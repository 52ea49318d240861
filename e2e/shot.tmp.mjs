// Temporary: screenshots of pages on a running server (not committed).
import { launchBrowser } from "./support/browser.mjs";
const [base, email, out, ...paths] = process.argv.slice(2);
const browser = await launchBrowser();
for (const width of [1440, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel(/^Password/).fill("Demo-Password-1!");
  await page.getByRole("button", { name: "Log in", exact: true }).last().click();
  await page.waitForURL((a) => !a.pathname.startsWith("/login"));
  if (email === "multi@demo.test") await page.waitForTimeout(500);
  for (const p of paths) {
    await page.goto(`${base}${p}`);
    await page.waitForTimeout(1800);
    const name = p.replace(/[^a-z0-9]+/gi, "_");
    await page.screenshot({ path: `${out}/${email.split("@")[0]}${name}-${width}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
