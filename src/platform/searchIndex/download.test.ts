import { afterEach, describe, expect, it, vi } from "vitest";
import { downloadSearchIndex } from "./download";

const encoder = new TextEncoder();

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("downloadSearchIndex", () => {
  it("returns the whole text and reports decoded bytes against the built size as chunks arrive", async () => {
    const chunks = ['{"a":', '"Holešky"', ',"b":1}'];
    const total = chunks.reduce((sum, chunk) => sum + encoder.encode(chunk).byteLength, 0);
    stubFetch(new Response(streamOf(chunks), { headers: { "Content-Encoding": "br", "Content-Length": "9" } }));
    const seen: [number, number | null][] = [];
    const text = await downloadSearchIndex("/data/search-index.json", total, (received, size) =>
      seen.push([received, size]),
    );
    expect(text).toBe('{"a":"Holešky","b":1}');
    expect(seen.map(([, size]) => size)).toEqual([total, total, total, total]);
    expect(seen.map(([received]) => received)).toEqual([0, 5, 5 + encoder.encode('"Holešky"').byteLength, total]);
  });

  it("keeps a character split across two chunks whole", async () => {
    const bytes = encoder.encode("Łukasz");
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 1));
        controller.enqueue(bytes.slice(1));
        controller.close();
      },
    });
    stubFetch(new Response(stream));
    await expect(downloadSearchIndex("/x", null, () => undefined)).resolves.toBe("Łukasz");
  });

  it("falls back to an uncompressed Content-Length, and to no total behind compression", async () => {
    stubFetch(new Response(streamOf(["12345"]), { headers: { "Content-Length": "5" } }));
    const plain: (number | null)[] = [];
    await downloadSearchIndex("/x", null, (_received, size) => plain.push(size));
    expect(plain.at(-1)).toBe(5);

    stubFetch(new Response(streamOf(["12345"]), { headers: { "Content-Length": "3", "Content-Encoding": "gzip" } }));
    const compressed: (number | null)[] = [];
    await downloadSearchIndex("/x", null, (_received, size) => compressed.push(size));
    expect(compressed.at(-1)).toBeNull();
  });

  it("fails with the status on a non-OK answer", async () => {
    stubFetch(new Response("missing", { status: 404 }));
    await expect(downloadSearchIndex("/x", 10, () => undefined)).rejects.toThrow("Failed to fetch: 404");
  });
});
