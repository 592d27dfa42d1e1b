/**
 * A URL hash without its '#', percent-decoded and trimmed. Never throws: malformed percent-encoding
 * ('#%E0%A4%A') is kept as it was typed, so a broken link cannot break the page that reads it.
 */
export function decodeUrlHash(hash: string): string {
  const body = hash.startsWith("#") ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(body).trim();
  } catch {
    return body.trim();
  }
}
