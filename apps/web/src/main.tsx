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
import { router } from "./app/router.tsx";
import { store } from "./app/store.ts";

// Ask who is signed in now, beside the first route's chunks, not once they have loaded and
// rendered (the pages read the same cached answer).
const currentUser = store.dispatch(authApi.endpoints.getUser.initiate());

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
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
if (prerendered) {
  void Promise.all([routerReady(router), currentUser]).then(([, answer]) => {
    const sendHeld = takeHeldSubmits(root);
    delete root.dataset.prerendered;
    if (answer.data) {
      render();
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
  render();
}
