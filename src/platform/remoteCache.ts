import type { Remote } from "./remoteResult";

/**
 * The one cache rule for remote data: for the life of the page, one request per key; callers that ask while it
 * runs, or after it succeeded, share its answer. A failed answer (or a load that throws) is forgotten as soon as it
 * settles, so the next ask tries again. Across visits, the browser's HTTP cache decides.
 */
export type RemoteCache<T> = {
  get(key: string, load: () => Promise<Remote<T>>): Promise<Remote<T>>;
  /** The data of a load of `key` that has already succeeded, else null. */
  loaded(key: string): T | null;
};

export function remoteCache<T>(): RemoteCache<T> {
  const answers = new Map<string, Promise<Remote<T>>>();
  const loaded = new Map<string, T>();
  return {
    get(key, load) {
      let answer = answers.get(key);
      if (!answer) {
        answer = load();
        answers.set(key, answer);
        const forget = () => answers.delete(key);
        answer.then((result) => (result.ok ? loaded.set(key, result.data) : forget()), forget);
      }
      return answer;
    },
    loaded: (key) => loaded.get(key) ?? null,
  };
}
