import type { ChangelogCorrection } from "~/schemas/artifacts";

/** Says that the transcript was corrected by machine, and lets a reader see each correction (transcript_changelog.tsv). */
export function TranscriptCorrections({ corrections }: { corrections: readonly ChangelogCorrection[] }) {
  return (
    <details className="border-b border-line px-4 py-2 text-sm">
      <summary className="cursor-pointer text-body">
        Machine-corrected transcript:{" "}
        {corrections.length === 0
          ? "no corrections listed"
          : `see the ${corrections.length} ${corrections.length === 1 ? "correction" : "corrections"}`}
      </summary>
      {corrections.length > 0 && (
        <table className="mt-2 w-full text-left text-xs">
          <thead>
            <tr className="text-muted">
              <th scope="col" className="py-1 pr-2 font-semibold">
                Heard as
              </th>
              <th scope="col" className="py-1 pr-2 font-semibold">
                Corrected to
              </th>
              <th scope="col" className="py-1 font-semibold">
                Confidence
              </th>
            </tr>
          </thead>
          <tbody>
            {corrections.map((c, index) => (
              <tr key={index} className="border-t border-slate-100 dark:border-slate-800">
                <td className="py-1 pr-2 break-words text-body line-through decoration-slate-400">{c.original}</td>
                <td className="py-1 pr-2 break-words font-medium text-ink">{c.corrected}</td>
                <td className="py-1 text-muted">{c.confidence || "not given"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
