import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { IMMUTABLE } from "./web-app.ts";

const script = `console.log(${JSON.stringify("x".repeat(4000))});`;
const entry = '<script type="module" crossorigin src="/assets/index-abc123.js"></script>';
const loading =
  '<div id="root"><!--loading--><div role="status">Loading…</div><!--/loading--></div>';
const page = `<!doctype html><head><title>Slipway</title>${entry}</head>${loading}`;
// Prerendered markup, long enough to be compressed, with `$&` that must arrive as it is.
const loginMarkup = `<main>${"<p>Log in $&amp; more</p>".repeat(100)}</main>`;

describe("web app transport", () => {
  let test: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "platform-dist-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), page);
    writeFileSync(join(dist, "index.html.br"), brotliCompressSync(page));
    writeFileSync(join(dist, "assets", "index-abc123.js"), script);
    writeFileSync(join(dist, "assets", "index-abc123.js.br"), brotliCompressSync(script));
    writeFileSync(join(dist, "assets", "index-abc123.js.gz"), gzipSync(script));
    writeFileSync(join(dist, "assets", "index-abc123.js.map"), "{}");
    const preloads = {
      "/login": {
        scripts: ["/assets/LoginRoute-abc.js", '/x.js"><script>'],
        styles: [],
        root: loginMarkup,
      },
      "/company/products": { scripts: ["/assets/ProductsPage-abc.js"], styles: [] },
    };
    writeFileSync(join(dist, "preload.json"), JSON.stringify(preloads));
    test = await createTestApp({ WEB_DIST_DIR: dist, BASE_HOST: "slipway.test" });
  });
  afterAll(async () => {
    await test.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("sends a hashed asset precompressed and cached for a year", async () => {
    const response = await test.app.inject({
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["cache-control"]).toBe(IMMUTABLE);
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);

    const gzip = await test.app.inject({
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");

    const plain = await test.app.inject({ url: "/assets/index-abc123.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("revalidates index.html on every load, at / and on client routes", async () => {
    for (const url of ["/", "/company/risks"]) {
      const response = await test.app.inject({ url, headers: { "accept-encoding": "br" } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page);
    }
  });

  it("preloads the first page's route chunks in its HTML (and only known asset paths)", async () => {
    for (const url of ["/company/products", "/company/products/"]) {
      const response = await test.app.inject({ url, headers: { "accept-encoding": "br" } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(
        page.replace(
          "</head>",
          '<link rel="modulepreload" crossorigin href="/assets/ProductsPage-abc.js">\n  </head>',
        ),
      );
    }
  });

  it("sends the prerendered login page, compressed, with its scripts loading after the paint", async () => {
    const prerendered = page
      .replace(
        entry,
        '<script defer src="/after-paint.js" data-modules="/assets/index-abc123.js /assets/LoginRoute-abc.js"></script>',
      )
      .replace(loading, () => `<div id="root" data-prerendered="/login">${loginMarkup}</div>`);
    for (const url of ["/login", "/login/"]) {
      const response = await test.app.inject({
        url,
        headers: { "accept-encoding": "br", host: "slipway.test" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(prerendered);
    }
  });

  it("sends a company portal's login page without the main site's prerendered page", async () => {
    const response = await test.app.inject({
      url: "/login",
      headers: { host: "acme.slipway.test" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      page.replace(
        "</head>",
        '<link rel="modulepreload" crossorigin href="/assets/LoginRoute-abc.js">\n  </head>',
      ),
    );
  });

  it("never serves source maps, and a missing asset is a 404", async () => {
    for (const url of ["/assets/index-abc123.js.map", "/assets/gone-123.js"]) {
      const response = await test.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Not found." });
    }
  });

  it("compresses JSON answers the client accepts compressed", async () => {
    const response = await test.app.inject({
      url: "/api/docs/json",
      headers: { "accept-encoding": "br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString()).openapi).toBeDefined();
  });
});
