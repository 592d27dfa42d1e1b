// What the result area says when it has no list to show (SPEC §2, §8).

export function StartTypingHint() {
  return (
    <p className="px-5 py-6 text-sm text-muted">
      Start typing to search the transcripts, chat messages, agenda topics and action items of every archived call.
    </p>
  );
}

export function TooShortHint() {
  return <p className="px-5 py-6 text-sm text-muted">Type at least two characters to search.</p>;
}

export function NoResults({ query }: { query: string }) {
  return (
    <div className="px-5 py-6 text-center text-sm">
      <p className="font-medium break-words text-ink-soft">No results found for &quot;{query}&quot;</p>
      <p className="mt-1 text-muted">Try different keywords or filters</p>
    </div>
  );
}

export function SearchFailed() {
  return <p className="px-5 py-6 text-center text-sm text-muted">Search failed. Try again.</p>;
}
