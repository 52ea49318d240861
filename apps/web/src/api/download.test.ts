import { afterEach, describe, expect, it, vi } from "vitest";
import { DOWNLOAD_CLEANUP_MS, type DownloadError, fetchFile, saveBlob } from "./download.ts";

const calls: { url: string; init: RequestInit }[] = [];
function answer(response: Response) {
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return response;
  });
}
afterEach(() => {
  calls.length = 0;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("download helper (SPEC §7)", () => {
  it("GETs with credentials and answers a blob for binary content, text for text", async () => {
    answer(new Response("%PDF-1.4", { headers: { "content-type": "application/pdf" } }));
    const pdf = await fetchFile("/companies/1/file-versions/2");
    expect(calls[0]!.url).toBe("/api/companies/1/file-versions/2");
    expect(calls[0]!.init).toMatchObject({ method: "GET", credentials: "include" });
    expect(pdf.blob?.type).toBe("application/pdf");
    answer(new Response("a,b", { headers: { "content-type": "text/csv" } }));
    expect((await fetchFile("/x")).text).toBe("a,b");
  });

  it("sends the XSRF token from its cookie on a non-GET", async () => {
    vi.stubGlobal("document", { cookie: "XSRF-TOKEN=tok%3D" });
    answer(new Response("%PDF", { headers: { "content-type": "application/pdf" } }));
    await fetchFile("/p", { method: "POST", body: { content: "x" } });
    expect((calls[0]!.init.headers as Record<string, string>)["X-XSRF-TOKEN"]).toBe("tok=");
    expect(calls[0]!.init.body).toBe('{"content":"x"}');
  });

  it("reads the server's message on failure, else the generic text", async () => {
    answer(
      new Response(JSON.stringify({ message: "File not found", errors: { content: ["Line 1"] } }), {
        status: 404,
        headers: { "content-type": "application/json" },
      }),
    );
    const failure = await fetchFile("/x").catch((e: DownloadError) => e);
    expect(failure).toMatchObject({
      message: "File not found",
      status: 404,
      errors: { content: ["Line 1"] },
    });
    answer(new Response("oops", { status: 500 }));
    await expect(fetchFile("/x")).rejects.toThrow("Failed to download file");
  });

  it("tells the bytes received as a streamed body arrives, and keeps text as text", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("a,b\r\n"));
        controller.enqueue(new TextEncoder().encode("1,2\r\n"));
        controller.close();
      },
    });
    answer(new Response(body, { headers: { "content-type": "text/csv" } }));
    const seen: number[] = [];
    const file = await fetchFile("/x", { onProgress: (p) => seen.push(p.received) });
    expect(file.text).toBe("a,b\r\n1,2\r\n");
    expect(seen.at(-1)).toBe(10);
  });

  it("revokes the object URL 500 ms after saving", () => {
    vi.useFakeTimers();
    const revoke = vi.fn();
    const link = { click: vi.fn(), remove: vi.fn(), href: "", download: "" };
    vi.stubGlobal("URL", { createObjectURL: () => "blob:1", revokeObjectURL: revoke });
    vi.stubGlobal("document", {
      createElement: () => link,
      body: { appendChild: vi.fn() },
      cookie: "",
    });
    saveBlob(new Blob(["x"]), "a.pdf");
    expect(link).toMatchObject({ href: "blob:1", download: "a.pdf" });
    expect(link.click).toHaveBeenCalled();
    vi.advanceTimersByTime(DOWNLOAD_CLEANUP_MS - 1);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith("blob:1");
  });
});
