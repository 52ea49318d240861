import { createBrowserRouter } from "react-router";
import { registerNavigate } from "../api/navigate.ts";
import { appRoutes } from "./routes/appRoutes.tsx";

type Router = ReturnType<typeof createBrowserRouter>;

let router: Router | undefined;

/**
 * The browser's router over the app's routes (routes/appRoutes.tsx), made on first call:
 * main.tsx makes it in a task of its own after the entry's modules have run, as ranking the
 * routes and matching the first URL took a fifth of the entry's evaluation (85 ms at 4x).
 */
export function appRouter(): Router {
  router ??= createBrowserRouter(appRoutes);
  return router;
}

registerNavigate((to, options) => {
  void appRouter().navigate(to, options);
});
