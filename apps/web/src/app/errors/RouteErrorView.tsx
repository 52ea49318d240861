import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorView } from "../../ui/ErrorView.tsx";

/** Errors thrown while rendering or loading a route, shown with the generic views. */
export function RouteErrorView() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorView status={error.status} />;
  const isChunkFailure =
    error instanceof TypeError && /dynamically imported module|fetch/i.test(error.message);
  return (
    <ErrorView
      status={isChunkFailure ? "FETCH_ERROR" : null}
      onRetry={() => window.location.reload()}
    />
  );
}
