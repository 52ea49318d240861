/**
 * Every API route declares a zod response schema for the status it answers with, so the
 * OpenAPI document describes what the web app receives and the serializer sends nothing the
 * schema does not name. The exceptions are listed here with their reason.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Routes that answer with no JSON body of their own: downloads, redirects, 204s. */
const noContent = "answers 204 with no body";
const exceptions: { route: string; why: string }[] = [
  { route: "PUT /api/user/password", why: noContent },
  { route: "POST /api/system/companies/:id/approve", why: noContent },
  { route: "POST /api/system/jobs/:queue/:jobId/retry", why: noContent },
  { route: "POST /api/system/companies/:id/decline", why: noContent },
  { route: "PUT /api/user/notifications", why: noContent },
  { route: "DELETE /api/user/notifications", why: noContent },
  { route: "DELETE /api/companies/:companyId/users/:userId", why: noContent },
  { route: "DELETE /api/companies/:companyId/syndicates/:syndicateId", why: noContent },
  { route: "DELETE /api/companies/:companyId/binding-agreements/:agreementId", why: noContent },
  { route: "DELETE /api/companies/:companyId/underwriting-statuses/:statusId", why: noContent },
  { route: "DELETE /api/companies/:companyId/assignment-rules/:ruleId", why: noContent },
  { route: "DELETE /api/companies/:companyId/risk-codes/:riskCodeId", why: noContent },
  { route: "DELETE /api/companies/:companyId/invitations/:invitationId", why: noContent },
  { route: "DELETE /api/companies/:companyId/brokerages/:brokerageId", why: noContent },
  { route: "DELETE /api/companies/:companyId/tags/:tagId", why: noContent },
  { route: "DELETE /api/companies/:companyId/dashboards/:dashboardId", why: noContent },
  { route: "DELETE /api/companies/:companyId/events/:eventId", why: noContent },
  {
    route: "GET /api/companies/:companyId/client-policies/:riskPackageId/certificate",
    why: "a file download",
  },
  { route: "GET /api/companies/:companyId/file-versions/:fileVersionId", why: "a file download" },
  {
    route: "GET /api/companies/:companyId/claims/:claimId/documents/:fileId/file",
    why: "a file download",
  },
  {
    route:
      "GET /api/companies/:companyId/client-policies/:riskPackageId/documents/:documentId/file",
    why: "a file download",
  },
  { route: "DELETE /api/companies/:companyId/email-templates/:templateId", why: noContent },
  { route: "DELETE /api/companies/:companyId/document-templates/:templateId", why: noContent },
  { route: "DELETE /api/companies/:companyId/folders/:folderId", why: noContent },
  { route: "DELETE /api/companies/:companyId/folder-files/:fileId", why: noContent },
  {
    route: "GET /api/companies/:companyId/document-templates/:templateId/preview",
    why: "a PDF",
  },
  { route: "POST /api/companies/:companyId/document-templates/preview", why: "a PDF" },
  {
    route: "GET /api/companies/:companyId/risks/:riskPackageId/documents/:documentId/file",
    why: "a file download",
  },
  { route: "GET /api/sanctum/csrf-cookie", why: noContent },
  {
    route: "GET /api/companies/:companyId/report/bound-policies",
    why: "a file download (csv, json or txt, streamed)",
  },
  { route: "GET /api/system/audit/export", why: "a file download (CSV, streamed)" },
  {
    route: "GET /api/companies/:companyId/woodina-bulk-import/template",
    why: "a file download (the import file's CSV template)",
  },
  {
    route: "GET /api/system/outbox/:messageId/attachments/:position",
    why: "a file download (the attachment as it was sent)",
  },
  {
    route: "GET /api/companies/:companyId/bordereaux/:agreementId/download",
    why: "a file download (CSV or xlsx, streamed)",
  },
  { route: "POST /api/logout", why: noContent },
  { route: "DELETE /api/user/trusted-devices/:id", why: noContent },
  { route: "DELETE /api/user/trusted-devices", why: noContent },
  { route: "POST /api/two-factor-auth/verify", why: noContent },
  {
    route: "DELETE /api/companies/:companyId/users/:userId/two-factor/authenticator",
    why: noContent,
  },
  { route: "POST /api/reset-password", why: noContent },
  { route: "POST /api/password-expired", why: noContent },
  { route: "DELETE /api/companies/:companyId/microsoft", why: noContent },
  {
    route: "POST /api/companies/:companyId/brokerage-requests/:requestId/decline",
    why: noContent,
  },
  { route: "GET /api/microsoft/login", why: "redirects to Microsoft" },
  { route: "GET /api/microsoft/callback", why: "redirects into the web app" },
  { route: "GET /api/microsoft/admin-consent", why: "redirects to Microsoft" },
  { route: "GET /api/microsoft/admin-consent-callback", why: "redirects into the web app" },
];

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe("response schemas", () => {
  it("every API route declares one, except the listed ones", () => {
    const routes = t.app.routeList.filter(
      (route) =>
        route.url.startsWith("/api/") &&
        !route.url.startsWith("/api/docs") &&
        route.method !== "HEAD",
    );
    expect(routes.length).toBeGreaterThan(50);
    const excepted = new Set(exceptions.map((exception) => exception.route));
    const missing = routes
      .filter((route) => route.responseStatuses.length === 0)
      .filter((route) => !excepted.has(key(route)))
      .map(key);
    expect(missing).toEqual([]);
  });

  it("lists no exception that has a schema or no longer exists", () => {
    const byKey = new Map(t.app.routeList.map((route) => [key(route), route]));
    for (const exception of exceptions) {
      const route = byKey.get(exception.route);
      expect(route, exception.route).toBeDefined();
      expect(route?.responseStatuses, exception.route).toEqual([]);
    }
  });
});
