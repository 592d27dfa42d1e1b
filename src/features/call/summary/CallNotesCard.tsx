import type { NotesFile } from "~/schemas/artifacts";
import { parseNotesBody, type NoteBlock } from "~/domain/archive/notesBody";
import { parseTimestamp } from "~/domain/time/timestamp";
import { LinkedText } from "~/ui/LinkedText";
import { TimeButton } from "../page/callTime";

const LINK = "font-medium text-link underline-offset-2 hover:underline";

/**
 * The call's detailed notes (notes.json), section by section. A card of its own below the summary, collapsed
 * like it: the summary stays SPEC's short account, the notes are the long one (decision 0006).
 */
export function CallNotesCard({ notes }: { notes: NotesFile | undefined }) {
  if (!notes || notes.sections.length === 0) return null;
  return (
    <details className="group mt-6 rounded-xl border border-line bg-surface shadow-sm">
      <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-3 rounded-xl px-4 py-3 hover:bg-wash">
        <h2 className="text-lg font-bold">Notes</h2>
        <span className="text-sm text-muted">
          {notes.sections.length} {notes.sections.length === 1 ? "section" : "sections"}
        </span>
      </summary>
      <div className="space-y-5 border-t border-line px-4 py-4">
        {notes.sections.map((section, index) => (
          <section key={index} aria-label={section.heading}>
            <h3 className="flex flex-wrap items-baseline gap-2 font-bold">
              {section.timestamp && <TimeButton seconds={parseTimestamp(section.timestamp)} source="summary" />}
              {section.heading}
            </h3>
            {section.summary && <p className="mt-1 text-sm text-body italic">{section.summary}</p>}
            <NoteBlocks blocks={parseNotesBody(section.body)} />
          </section>
        ))}
      </div>
    </details>
  );
}

function NoteBlocks({ blocks }: { blocks: NoteBlock[] }) {
  return blocks.map((block, index) =>
    block.kind === "paragraph" ? (
      <p key={index} className="mt-2 text-sm text-ink-soft">
        <LinkedText text={block.text} linkClassName={LINK} />
      </p>
    ) : (
      <ul key={index} className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-soft">
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex}>
            <LinkedText text={item.text} linkClassName={LINK} />
            {item.children.length > 0 && <NoteBlocks blocks={item.children} />}
          </li>
        ))}
      </ul>
    ),
  );
}
