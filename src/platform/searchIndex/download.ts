import { decodedBodySize } from "~/domain/search/indexLoadProgress";

export type DownloadProgress = (receivedBytes: number, totalBytes: number | null) => void;

/**
 * GETs the index and returns its text, reporting decoded bytes received as they stream in. The
 * total is the size the build measured, else an uncompressed response's Content-Length, else
 * unknown (see decodedBodySize).
 */
export async function downloadSearchIndex(
  url: string,
  builtBytes: number | null,
  onProgress: DownloadProgress,
): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Failed to fetch: ${response.status}`);
  const total = decodedBodySize(
    builtBytes,
    response.headers.get("Content-Length"),
    response.headers.get("Content-Encoding"),
  );
  onProgress(0, total);
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    parts.push(decoder.decode(value, { stream: true }));
    onProgress(received, total);
  }
  parts.push(decoder.decode());
  return parts.join("");
}
