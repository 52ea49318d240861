/**
 * The layering rules of docs/architecture.md, checked on resolved file paths (not on the text of
 * an import, so `../../modules/x/tables.ts`, `../../x/tables.ts` and any depth say the same
 * thing), and the import graph checked for cycles, type-only imports included.
 *
 * Paths here are relative to the repository root, with forward slashes.
 */

/** Files that compose the server: they may import any module file, and no module imports them. */
const SERVER_COMPOSITION = [
  /^apps\/server\/src\/(app|main|modules)\.ts$/,
  /^apps\/server\/src\/seed\//,
  /^apps\/server\/src\/test\//,
];

/**
 * Known exceptions, to be removed (docs/architecture.md "Known exceptions"): read models joining
 * another module's tables in one statement, and services reading tables that companies/tables.ts
 * defines for other capabilities. They may import another module's tables.ts. An entry ending in
 * "/" names every file of a module folder (a module with a file per use case).
 */
export const TABLE_READERS = new Set([
  "apps/server/src/modules/brokerages/",
  "apps/server/src/modules/companies/",
  "apps/server/src/modules/company-tags/",
  "apps/server/src/modules/company-users/",
  "apps/server/src/modules/directory/",
  "apps/server/src/modules/invitations/",
  "apps/server/src/modules/product-packages/available.ts",
  "apps/server/src/modules/rating/test-runs.ts",
  "apps/server/src/modules/risks/documents.ts",
  "apps/server/src/modules/risks/attach-endorsement.ts",
  "apps/server/src/modules/risks/page-available-endorsements.ts",
  "apps/server/src/modules/risks/page-endorsements.ts",
  "apps/server/src/modules/risks/remove-endorsement.ts",
  "apps/server/src/modules/reports/bound-policies.ts",
  "apps/server/src/modules/bordereaux/rows.ts",
  "apps/server/src/modules/risks/load.ts",
  "apps/server/src/modules/risks/list.ts",
  "apps/server/src/modules/risks/section-usage.ts",
  "apps/server/src/modules/risks/insurer-scope.ts",
  "apps/server/src/modules/roles/",
  "apps/server/src/modules/users/repo.ts",
  "apps/server/src/modules/users/holders.ts",
]);

const readsTables = (file) =>
  TABLE_READERS.has(file) || TABLE_READERS.has(file.slice(0, file.lastIndexOf("/") + 1));

/** Platform files that name module tables: the schema's composition and two foreign keys. */
export const PLATFORM_TABLE_READERS = new Set([
  "apps/server/src/platform/db/schema.ts",
  "apps/server/src/platform/session/tables.ts",
  "apps/server/src/platform/access/auth-user.ts",
]);

/** Web features that still compose each other's panels (docs/architecture.md), as `from>to`. */
export const WEB_FEATURE_PAIRS = new Set([
  "products>product-designer",
  "products>product-packages",
  "product-designer>products",
  "product-designer>datasets",
  "product-designer>test-runs",
]);

/**
 * What features and ui/ may use of app/: the session hooks and the store's typed hooks. Anything
 * else of app/ (the shell, the guards, the prerendering) composes features.
 */
const WEB_SHARED_APP = /^apps\/web\/src\/app\/(session\/|hooks\.ts$)/;

/** Features still reaching into app/ beyond the session, to be removed. */
export const WEB_APP_IMPORTS = new Set([
  "apps/web/src/features/auth/pages/LoginPage.tsx>apps/web/src/app/prerendered/hydrating.ts",
  "apps/web/src/features/auth/useSignedIn.ts>apps/web/src/app/shell/signedInShell.ts",
  "apps/web/src/features/microsoft/components/MicrosoftSignIn.tsx>apps/web/src/app/guards.tsx",
  "apps/web/src/features/notifications/components/NotificationBell.tsx>apps/web/src/app/shell/DeferredMenu.tsx",
]);

/**
 * Import cycles not yet broken, each as the set of files of one strongly connected component.
 * A cycle passes while all its files are inside one entry; a new cycle, or a file joining an old
 * one, fails. Remove an entry once its cycle is gone (the check says so).
 */
export const KNOWN_CYCLES = [];

/** Tests and the fixtures only tests import may reach anything. */
const isTest = (file) => /(\.test\.(ts|tsx|mjs)|\/fixtures\.ts|\/test-helpers\.ts)$/.test(file);
const serverModule = (file) => /^apps\/server\/src\/modules\/([^/]+)\/(.+)$/.exec(file);
const webArea = (file) => /^apps\/web\/src\/([^/]+)\/(?:([^/]+)\/)?/.exec(file);

/**
 * The rule an import from `from` to `to` breaks, or null. Both are repository paths of source
 * files (imports of packages are not checked here).
 */
export function importViolation(from, to) {
  if (isTest(from)) return null;

  if (from.startsWith("apps/server/src/")) {
    if (SERVER_COMPOSITION.some((re) => re.test(from))) return null;
    const target = serverModule(to);
    if (from.startsWith("apps/server/src/platform/")) {
      if (!target) return null;
      if (PLATFORM_TABLE_READERS.has(from) && target[2] === "tables.ts") return null;
      return "platform/ never imports modules/: inject what it needs";
    }
    const source = serverModule(from);
    if (!source) return null;
    if (SERVER_COMPOSITION.some((re) => re.test(to))) {
      return "Modules never import app.ts, main.ts, modules.ts, seed/ or test/";
    }
    if (!target || target[1] === source[1]) return null;
    if (target[2] === "index.ts") return null;
    if (target[2] === "tables.ts" && (source[2] === "tables.ts" || readsTables(from))) {
      return null;
    }
    return `A module reaches another only through its index.ts (modules/${target[1]}/index.ts), never ${target[2]}`;
  }

  if (from.startsWith("apps/web/src/")) {
    const source = webArea(from);
    const target = webArea(to);
    if (!source || !target) return null;
    const [, sourceArea, sourceFeature] = source;
    const [, targetArea, targetFeature] = target;
    const appBeyondSession = targetArea === "app" && !WEB_SHARED_APP.test(to);
    if (sourceArea === "ui" && (targetArea === "features" || appBeyondSession)) {
      return "ui/ never imports features/ or app/ beyond the session: it is the shared layer below them";
    }
    if (sourceArea === "api" && (targetArea === "features" || targetArea === "app")) {
      return "api/ never imports features/ or app/: it is the layer below them";
    }
    if (
      sourceArea === "features" &&
      targetArea === "features" &&
      sourceFeature !== targetFeature &&
      !WEB_FEATURE_PAIRS.has(`${sourceFeature}>${targetFeature}`)
    ) {
      return "Web features never import each other: shared hooks live in app/ or ui/, and app/ composes features";
    }
    if (sourceArea === "features" && appBeyondSession && !WEB_APP_IMPORTS.has(`${from}>${to}`)) {
      return "A feature uses only the session and the store's hooks of app/: app/ composes features";
    }
    return null;
  }

  if (from.startsWith("packages/domain/src/")) {
    if (!to.startsWith("packages/domain/src/")) {
      return "packages/domain is pure: it imports nothing of the apps";
    }
  }
  return null;
}

/** Tarjan's strongly connected components of a graph given as Map<node, node[]>. */
export function stronglyConnected(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let counter = 0;
  // Iterative, so a deep chain of imports cannot overflow the call stack.
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work = [[root, 0]];
    index.set(root, counter);
    low.set(root, counter);
    counter++;
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      const edges = graph.get(node) ?? [];
      if (next < edges.length) {
        frame[1]++;
        const to = edges[next];
        if (!graph.has(to)) continue;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter);
          counter++;
          stack.push(to);
          onStack.add(to);
          work.push([to, 0]);
        } else if (onStack.has(to)) {
          low.set(node, Math.min(low.get(node), index.get(to)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        const selfLoop = component.length === 1 && edges.includes(node);
        if (component.length > 1 || selfLoop) components.push(component.sort());
      }
    }
  }
  return components;
}

/**
 * Every broken rule and every cycle of a graph (Map<file, file[]>): `{ imports, cycles, stale }`,
 * `stale` naming known cycles that no longer exist.
 */
export function checkGraph(graph, knownCycles = KNOWN_CYCLES) {
  const imports = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const rule = importViolation(from, to);
      if (rule) imports.push({ from, to, rule });
    }
  }
  const components = stronglyConnected(graph);
  const known = knownCycles.map((files) => new Set(files));
  const cycles = components.filter(
    (component) => !known.some((files) => component.every((file) => files.has(file))),
  );
  const stale = knownCycles.filter(
    (files) => !components.some((component) => component.some((file) => files.includes(file))),
  );
  return { imports, cycles, stale };
}
