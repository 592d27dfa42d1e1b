// A call's video reference may be a watch URL, a short URL, an embed URL or a bare id (SPEC §5).

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "m.youtube.com", "music.youtube.com", "youtube-nocookie.com"]);
const ID_PATH = /^\/(?:embed|live|shorts|v)\/([^/?#]+)/;

/** The 11-character video id; when none can be found, the raw trimmed text with matched=false. */
export function extractVideoId(ref: string): { id: string; matched: boolean } {
  const raw = typeof ref === "string" ? ref.trim() : "";
  if (VIDEO_ID.test(raw)) return { id: raw, matched: true };
  const id = idFromUrl(raw);
  return id === null ? { id: raw, matched: false } : { id, matched: true };
}

function idFromUrl(text: string): string | null {
  const url = parseUrl(text) ?? parseUrl(`https://${text}`);
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  const candidate =
    host === "youtu.be" ? firstPathSegment(url.pathname) : YOUTUBE_HOSTS.has(host) ? idFromYoutubePath(url) : null;
  return candidate !== null && VIDEO_ID.test(candidate) ? candidate : null;
}

function idFromYoutubePath(url: URL): string | null {
  if (url.pathname === "/watch" || url.pathname === "/watch/") return url.searchParams.get("v");
  return ID_PATH.exec(url.pathname)?.[1] ?? null;
}

function firstPathSegment(pathname: string): string | null {
  return pathname.split("/")[1] || null;
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
