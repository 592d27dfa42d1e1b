// The `redirect` query parameter may only ever move the visitor within this site.
// Anything that a browser could read as another origin (//host, /\host, a scheme)
// or that hides control characters is refused.

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

export function safeRedirectPath(raw: string | null): string | null {
  if (raw === null) return null;
  let decoded = raw;
  // Decode repeatedly so %2F%2F and double-encoded variants are judged as the browser would.
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return null;
    }
  }
  for (const candidate of [raw, decoded]) {
    if (!candidate.startsWith("/")) return null;
    if (candidate.startsWith("//")) return null;
    if (candidate.includes("\\")) return null;
    if (CONTROL_CHARS.test(candidate)) return null;
  }
  return raw;
}

/** Where to go for a URL carrying `redirect`: the target plus every other query parameter. */
export function redirectDestination(search: string, hash = ""): string | null {
  const params = new URLSearchParams(search);
  const target = safeRedirectPath(params.get("redirect"));
  if (target === null) return null;
  params.delete("redirect");
  const [pathAndQuery, targetHash] = splitHash(target);
  const [path, targetQuery = ""] = pathAndQuery.split("?", 2) as [string, string?];
  const merged = new URLSearchParams(targetQuery);
  for (const [key, value] of params) merged.append(key, value);
  const query = merged.toString();
  return `${path}${query ? `?${query}` : ""}${targetHash || hash}`;
}

function splitHash(target: string): [string, string] {
  const at = target.indexOf("#");
  return at === -1 ? [target, ""] : [target.slice(0, at), target.slice(at)];
}
