// Document times in the index: a plain HH:MM:SS becomes its seconds (a smaller file); anything else
// (fractions, unpadded hours) is kept as written, so a hit gives back the exact timestamp.
const PLAIN_HMS = /^(\d{2}):([0-5]\d):([0-5]\d)$/;

export function encodeTime(timestamp: string): number | string {
  const parts = PLAIN_HMS.exec(timestamp);
  if (!parts) return timestamp;
  return Number(parts[1]) * 3600 + Number(parts[2]) * 60 + Number(parts[3]);
}

export function decodeTime(time: number | string): string {
  if (typeof time === "string") return time;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(time / 3600))}:${pad(Math.floor(time / 60) % 60)}:${pad(time % 60)}`;
}
