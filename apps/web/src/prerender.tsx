/**
 * Renders a signed-out page of the main site to HTML at build time (vite.config.ts), with the
 * same providers, theme and strings as the browser, so its largest paint comes from the HTML
 * and CSS before any script has run. main.tsx then renders the same page over it.
 */
import "./i18n/index.ts";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Providers } from "./app/Providers.tsx";
import { routerReady } from "./app/prerendered/routerReady.ts";
import { appRoutes } from "./app/routes/appRoutes.tsx";

export async function prerender(path: string): Promise<string> {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  await routerReady(router);
  try {
    return renderToString(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  } finally {
    router.dispose();
  }
}
