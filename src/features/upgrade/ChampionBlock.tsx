import { useId, useState } from "react";
import type { Champion } from "~/schemas/content";
import { ChevronDownIcon } from "~/ui/icons";

type ContactKind = Exclude<keyof Champion, "name">;
const CONTACT_KINDS: readonly ContactKind[] = ["discord", "telegram", "email"];
const CONTACT_LABELS: Record<ContactKind, string> = { discord: "Discord", telegram: "Telegram", email: "Email" };

/** SPEC §2: the champion's contact card toggles; the toggle exists only when there is a contact to show. */
export function ChampionBlock({ champion }: { champion?: Champion }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const label = <span className="font-semibold text-slate-700 dark:text-slate-300">Champion:</span>;
  if (!champion) {
    return (
      <p data-testid="champion" className="mt-4 text-sm">
        {label} <span className="text-slate-600 italic dark:text-slate-400">Not yet assigned</span>
      </p>
    );
  }
  const contacts = CONTACT_KINDS.flatMap((kind) => {
    const value = champion[kind];
    return value ? [{ kind, value }] : [];
  });
  return (
    <div data-testid="champion" className="mt-4 text-sm">
      {label}{" "}
      {contacts.length ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex items-center gap-1 rounded font-medium text-slate-900 underline decoration-dotted underline-offset-2 hover:text-indigo-800 dark:text-slate-100 dark:hover:text-indigo-200"
        >
          {champion.name}
          <ChevronDownIcon className={`h-3.5 w-3.5 transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
      ) : (
        <span className="font-medium text-slate-900 dark:text-slate-100">{champion.name}</span>
      )}
      {contacts.length > 0 && (
        <dl id={panelId} hidden={!open} className="mt-2 grid w-fit grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-700 dark:bg-slate-800">
          {contacts.map(({ kind, value }) => (
            <div key={kind} className="contents">
              <dt className="text-slate-600 dark:text-slate-400">{CONTACT_LABELS[kind]}</dt>
              <dd className="font-medium text-slate-900 dark:text-slate-100">
                {kind === "email" ? <a className="underline" href={`mailto:${value}`}>{value}</a> : value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
