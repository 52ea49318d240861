import "@mantine/core/styles.css";
import "@mantine/dates/styles.css";
import "@mantine/notifications/styles.css";
import "./app/global.css";
import "./i18n/index.ts";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { authApi } from "./api/authApi.ts";
import { App } from "./app/App.tsx";
import { AfterHydration } from "./app/prerendered/AfterHydration.tsx";
import { takeHeldSubmits } from "./app/prerendered/heldSubmits.ts";
import { setOnPrerenderedPage } from "./app/prerendered/hydrating.ts";
import { routerReady } from "./app/prerendered/routerReady.ts";
import { appRouter } from "./app/router.tsx";
import { loadSignedInShell } from "./app/shell/signedInShell.ts";
import { store } from "./app/store.ts";
import { portalApi } from "./features/companies/portalApi.ts";

// Ask who is signed in and which portal this host is now, beside the first route's chunks, not
// once they have loaded and rendered (the pages read the same cached answers). Asked after the
// first render, each question's pending state and answer rendered the page again, each time in
// one synchronous task (a store change is never time-sliced).
const currentUser = store.dispatch(authApi.endpoints.getUser.initiate());
const currentPortal = store.dispatch(portalApi.endpoints.getPortal.initiate());

/** Resolves in a task of its own, so the browser can paint and handle input in between. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
// The router (ranking the routes, matching the URL, starting the first page's chunks) is made
// in the next task: in the same task as the entry's modules it made one long task of both.
const routeLoaded = nextTask().then(() => routerReady(appRouter()));

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");
// A prerendered signed-out page (the server put it in #root; vite.config.ts) stays on screen
// until the router has loaded its chunks and the server has said who is signed in. Signed out,
// React then takes over the markup as it is (hydration), and a form sent meanwhile is sent
// again; someone signed in is leaving for their page, over which React renders.
const prerendered =
  root.dataset.prerendered !== undefined &&
  root.dataset.prerendered === window.location.pathname.replace(/(.)\/+$/, "$1");
// The first render and the hydration are transitions: React works in slices of a few milliseconds
// and lets the browser in between, instead of in one long task. A press or a key on the page
// before hydration has finished makes React finish it at once and then handle the event.
// The first render waits until the page can render whole: the route's chunks, the user and,
// for someone signed in, the signed-in header parts. Otherwise it rendered a loader, and the
// page itself came with the update that brought the last of them; such an update (a store
// change, a state set when a chunk arrives) renders at once in one long task, not in slices.
// Until then the index.html's loading mark is on screen.
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
const routeAndUser = Promise.all([routeLoaded, currentUser, currentPortal]);
// A failed load of the header parts is left to the app, which shows its error view (with a retry).
const pageReady = routeAndUser.then(([, answer]) =>
  answer.data ? loadSignedInShell().catch(() => undefined) : undefined,
);
if (prerendered) {
  void routeAndUser.then(([, answer]) => {
    const router = appRouter();
    const sendHeld = takeHeldSubmits(root);
    delete root.dataset.prerendered;
    if (answer.data) {
      void pageReady.then(render);
      return;
    }
    setOnPrerenderedPage(true);
    const prerenderedPath = router.state.location.pathname;
    const leave = router.subscribe((state) => {
      if (state.location.pathname === prerenderedPath) return;
      setOnPrerenderedPage(false);
      leave();
    });
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <AfterHydration then={sendHeld}>
            <App />
          </AfterHydration>
        </StrictMode>,
      );
    });
  });
} else {
  void pageReady.then(render);
}
