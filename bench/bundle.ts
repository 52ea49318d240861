/**
 * First-page weight (`npm run bench:bundle`, after `npm run build -w apps/web`): the JavaScript
 * a browser downloads to show a route, i.e. the entry chunk, the route's lazy chunk and every
 * chunk they import statically, in kB (1,000 bytes, as Vite prints them) raw and gzipped (gzip level 9, as the build writes it).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { root } from "./support/server.ts";

const dist = join(root, "apps/web/dist");
const assets = join(dist, "assets");
/**
 * The lazy chunk of each measured route: the sign-in route (LoginRoute, which shows LoginPage),
 * then home and products as a signed-in user sees them, i.e. with the signed-in header parts
 * (SignedInShell, which every signed-in page waits for).
 */
const routes: [string, string[]][] = [
  ["LoginRoute", []],
  ["HomePage", ["SignedInShell"]],
  ["ProductsPage", ["SignedInShell"]],
];
const chunkOf = (name: string) => {
  const found = readdirSync(assets).find(
    (file) => file.startsWith(`${name}-`) && file.endsWith(".js"),
  );
  if (!found) throw new Error(`no ${name}-*.js chunk in apps/web/dist/assets`);
  return found;
};

const html = readFileSync(join(dist, "index.html"), "utf8");
const entry = /<script type="module" crossorigin src="\/assets\/([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error("no entry script in apps/web/dist/index.html");

const sizes = new Map<string, { raw: number; gzip: number; imports: string[] }>();
function chunk(name: string) {
  let info = sizes.get(name);
  if (!info) {
    const code = readFileSync(join(assets, name));
    const text = code.toString("utf8");
    // Static imports only (`import … from "./x.js"` and bare `import "./x.js"`), not import().
    const imports = [
      ...text.matchAll(/(?:^|[;}\s])import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g),
    ].map((match) => match[1] as string);
    info = { raw: code.length, gzip: gzipSync(code, { level: 9 }).length, imports };
    sizes.set(name, info);
  }
  return info;
}
function closure(start: string[]) {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const name = stack.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    stack.push(...chunk(name).imports);
  }
  return seen;
}
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const total = (names: Set<string>) =>
  [...names].reduce(
    (sum, name) => ({ raw: sum.raw + chunk(name).raw, gzip: sum.gzip + chunk(name).gzip }),
    { raw: 0, gzip: 0 },
  );

const entryOnly = total(closure([entry]));
console.log(`entry ${entry}: ${kb(chunk(entry).raw)} (${kb(chunk(entry).gzip)} gzip)`);
console.log(`entry with its static imports: ${kb(entryOnly.raw)} (${kb(entryOnly.gzip)} gzip)`);
for (const [route, extra] of routes) {
  const sum = total(closure([entry, chunkOf(route), ...extra.map(chunkOf)]));
  const also = extra.length > 0 ? ` (with ${extra.join(", ")})` : "";
  console.log(`first route JS, ${route}${also}: ${kb(sum.raw)} (${kb(sum.gzip)} gzip)`);
}
