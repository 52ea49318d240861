import type { createBrowserRouter } from "react-router";

type Router = ReturnType<typeof createBrowserRouter>;

/** Resolves once the router has loaded the first page's lazy route (its chunks). */
export function routerReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
