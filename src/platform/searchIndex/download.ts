import { decodedBodySize } from "~/domain/search/indexLoadProgress";
import { fetchText } from "../remote";
import { failureMessage } from "../remoteResult";

export type DownloadProgress = (receivedBytes: number, totalBytes: number | null) => void;

/**
 * GETs the index and returns its text, reporting decoded bytes received as they stream in. The
 * total is the size the build measured, else an uncompressed response's Content-Length, else
 * unknown (see decodedBodySize). Throws on failure: the worker reports it as the load's error.
 */
export async function downloadSearchIndex(
  url: string,
  builtBytes: number | null,
  onProgress: DownloadProgress,
): Promise<string> {
  let total: number | null = null;
  // No time limit: the dialog shows the download's progress, and a slow network is not a failure.
  const answer = await fetchText(url, {
    timeoutMs: null,
    onProgress(received, response) {
      if (received === 0)
        total = decodedBodySize(
          builtBytes,
          response.headers.get("Content-Length"),
          response.headers.get("Content-Encoding"),
        );
      onProgress(received, total);
    },
  });
  if (!answer.ok) throw new Error(answer.reason === "status" ? failureMessage(answer) : answer.detail);
  return answer.data;
}
