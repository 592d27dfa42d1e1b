import { Fragment, useId, useState } from "react";
import type { Champion } from "~/schemas/content";
import { ChevronDownIcon } from "~/ui/icons";

type ContactKind = Exclude<keyof Champion, "name">;
const CONTACT_KINDS: readonly ContactKind[] = ["discord", "telegram", "email"];
const CONTACT_LABELS: Record<ContactKind, string> = { discord: "Discord", telegram: "Telegram", email: "Email" };

/** SPEC §2: each champion's contact card toggles; the toggle exists only when there is a contact to show. */
export function ChampionBlock({ champions }: { champions?: Champion[] }) {
  const label = (
    <span className="font-semibold text-body">{champions && champions.length > 1 ? "Champions:" : "Champion:"}</span>
  );
  if (!champions?.length) {
    return (
      <p data-testid="champion" className="mt-4 text-sm">
        {label} <span className="text-muted italic">Not yet assigned</span>
      </p>
    );
  }
  return (
    <div data-testid="champion" className="mt-4 text-sm">
      {label}{" "}
      {champions.map((champion, index) => (
        <Fragment key={champion.name}>
          {index > 0 && ", "}
          <ChampionContact champion={champion} />
        </Fragment>
      ))}
    </div>
  );
}

function ChampionContact({ champion }: { champion: Champion }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const contacts = CONTACT_KINDS.flatMap((kind) => {
    const value = champion[kind];
    return value ? [{ kind, value }] : [];
  });
  if (!contacts.length) return <span className="font-medium text-ink">{champion.name}</span>;
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1 rounded font-medium text-ink underline decoration-dotted underline-offset-2 hover:text-indigo-800 dark:hover:text-indigo-200"
      >
        {champion.name}
        <ChevronDownIcon className={`h-3.5 w-3.5 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <dl
        id={panelId}
        hidden={!open}
        aria-label={`${champion.name}'s contacts`}
        className="mt-2 mb-1 grid w-fit grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-line-raised bg-slate-50 px-4 py-3 dark:bg-slate-800"
      >
        {contacts.map(({ kind, value }) => (
          <div key={kind} className="contents">
            <dt className="text-muted">{CONTACT_LABELS[kind]}</dt>
            <dd className="font-medium text-ink">
              {kind === "email" ? (
                <a className="underline" href={`mailto:${value}`}>
                  {value}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
