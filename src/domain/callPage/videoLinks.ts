import { extractVideoId } from "../archive/videoId";

export type VideoLinks = {
  /** The id to embed, or null when the reference holds none (a channel address, for instance). */
  embedId: string | null;
  /** Where 'Open in YouTube' goes. */
  watchUrl: string;
};

/**
 * SPEC §5/§8: the id is taken from any form of video reference; when none can be found the raw
 * value is used — as the link, since an embed of it could only show an error.
 */
export function videoLinks(reference: string): VideoLinks {
  const { id, matched } = extractVideoId(reference);
  if (matched) return { embedId: id, watchUrl: `https://www.youtube.com/watch?v=${id}` };
  const isWebAddress = /^https?:\/\//i.test(id);
  return {
    embedId: null,
    watchUrl: isWebAddress ? id : `https://www.youtube.com/results?search_query=${encodeURIComponent(id)}`,
  };
}
