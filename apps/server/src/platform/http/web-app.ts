import { existsSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Vite names every file under assets/ by its content hash, so a name never changes meaning. */
const HASHED_ASSETS = `${sep}assets${sep}`;
export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the built web app and falls back to index.html for client routes. API paths that
 * match no route answer a JSON 404 instead.
 *
 * Files are sent as the brotli or gzip copies written at build time when the browser accepts
 * them (`preCompressed`). Hashed assets are cached for a year; everything else, index.html
 * above all, is revalidated on every load so a deployment shows at once. Source maps are never
 * served, even if a build left some behind.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  isPortalHost: (host: string) => boolean = () => false,
) {
  const hasWebApp = existsSync(join(distDir, "index.html"));
  const firstPages = hasWebApp ? firstPageHtml(distDir) : new Map<string, FirstPage>();
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathName) => !pathName.endsWith(".map"),
      setHeaders: (response, path) => {
        response.setHeader("cache-control", path.includes(HASHED_ASSETS) ? IMMUTABLE : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    // A missing hashed asset or source map is a 404, not the app's page.
    const wantsPage =
      request.method === "GET" &&
      !path.startsWith("/api/") &&
      !path.startsWith("/assets/") &&
      !path.endsWith(".map");
    if (wantsPage && hasWebApp) {
      reply.header("cache-control", "no-cache");
      const page = firstPages.get(path.length > 1 ? path.replace(/\/+$/, "") : path);
      if (page) {
        // A company portal brands its pages: the main site's prerendered page is not its own.
        const host = String(request.headers["x-forwarded-host"] ?? request.headers.host ?? "");
        const html = page.prerendered && !isPortalHost(host) ? page.prerendered : page.html;
        // @fastify/compress hooks routes only, not this handler: the pages are compressed once,
        // at start (the prerendered login page is 28 kB raw, about 6 kB compressed).
        const accepted = String(request.headers["accept-encoding"] ?? "");
        const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
        reply.type("text/html; charset=utf-8").header("vary", "accept-encoding");
        if (!encoding) return reply.send(html.text);
        return reply.header("content-encoding", encoding).send(html[encoding]);
      }
      return reply.sendFile("index.html");
    }
    return reply.status(404).send({ message: "Not found." });
  });
}

interface Preloads {
  scripts: string[];
  styles: string[];
  /** The page's markup, rendered at build time (signed-out pages of the main site). */
  root?: string;
}

interface Encoded {
  text: string;
  br: Buffer;
  gzip: Buffer;
}

interface FirstPage {
  html: Encoded;
  /** `html` with the prerendered page in `#root` instead of the loading mark. */
  prerendered?: Encoded;
}

const encoded = (text: string): Encoded => ({
  text,
  br: brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: gzipSync(text, { level: 9 }),
});

/** The loading mark in index.html's `#root`, between its markers. */
const LOADING_MARK = /<div id="root"><!--loading-->[\s\S]*?<!--\/loading--><\/div>/;
/** The entry chunk's tag, as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;

/**
 * index.html for the first pages people land on (login, home, products), with `modulepreload`
 * links to the chunks their lazy route needs (`preload.json`, written by the web build), so the
 * browser fetches them beside the entry chunk rather than after it has run. Built once.
 *
 * The signed-out ones also carry the page itself in `#root`, rendered at build time, and load
 * their scripts (entry and route chunks) only once it has painted (`after-paint.js`): on a slow
 * connection the first paint then waits for the HTML and the stylesheet alone, not for them to
 * share the line with 200 kB of JavaScript. main.tsx renders the same page over the markup.
 */
function firstPageHtml(distDir: string): Map<string, FirstPage> {
  const pages = new Map<string, FirstPage>();
  const manifest = join(distDir, "preload.json");
  if (!existsSync(manifest)) return pages;
  const index = readFileSync(join(distDir, "index.html"), "utf8");
  const preloads = JSON.parse(readFileSync(manifest, "utf8")) as Record<string, Preloads>;
  const safe = (href: string) => /^\/assets\/[\w.-]+$/.test(href);
  if (!index.includes("</head>")) return pages;
  const entry = ENTRY_SCRIPT.exec(index)?.[1];
  for (const [path, { scripts, styles, root }] of Object.entries(preloads)) {
    const styleLinks = styles
      .filter(safe)
      .map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`);
    const links = [
      ...scripts
        .filter(safe)
        .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
      ...styleLinks,
    ];
    const html = index.replace("</head>", `${links.join("\n    ")}\n  </head>`);
    let prerendered: string | undefined;
    if (root && entry && LOADING_MARK.test(index)) {
      const modules = [entry, ...scripts.filter(safe)].join(" ");
      // Functions, so that `$` in the markup is not read as a replacement pattern.
      prerendered = index
        .replace(
          ENTRY_SCRIPT,
          () => `<script defer src="/after-paint.js" data-modules="${modules}"></script>`,
        )
        .replace("</head>", () =>
          styleLinks.length > 0 ? `${styleLinks.join("\n    ")}\n  </head>` : "</head>",
        )
        .replace(LOADING_MARK, () => `<div id="root" data-prerendered="${path}">${root}</div>`);
    }
    pages.set(path, {
      html: encoded(html),
      prerendered: prerendered ? encoded(prerendered) : undefined,
    });
  }
  return pages;
}
