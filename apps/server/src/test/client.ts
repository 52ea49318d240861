/** The API tests' client: a browser-like client over app.inject (platform/http/inject-client.ts). */
export {
  InjectClient as TestClient,
  type InjectResponse as TestResponse,
} from "../platform/http/inject-client.ts";
