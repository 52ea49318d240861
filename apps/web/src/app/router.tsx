import { createBrowserRouter } from "react-router";
import { registerNavigate } from "../api/navigate.ts";
import { appRoutes } from "./routes/appRoutes.tsx";

/** The browser's router over the app's routes (routes/appRoutes.tsx). */
export const router = createBrowserRouter(appRoutes);

registerNavigate((to, options) => {
  void router.navigate(to, options);
});
