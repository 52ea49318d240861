import { RouterProvider } from "react-router";
import { Providers } from "./Providers.tsx";
import { appRouter } from "./router.tsx";

export function App() {
  return (
    <Providers>
      <RouterProvider router={appRouter()} />
    </Providers>
  );
}
