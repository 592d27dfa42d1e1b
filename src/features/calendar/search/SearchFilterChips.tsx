// Smaller than the calendar's own filter chips, so each row fits a 390 px phone on one line. (Not
// shared with them: a module both the page and this lazy dialog import costs the page a chunk.)
const chip = (active: boolean) =>
  `rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset sm:px-3 sm:py-1.5 sm:text-sm ${active ? "bg-indigo-600 text-white ring-indigo-600 dark:bg-indigo-500 dark:ring-indigo-500" : "text-slate-700 ring-slate-300 hover:bg-slate-100 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-800"}`;

export type ChipOption<T extends string> = { value: T; label: string };

interface SearchFilterChipsProps<T extends string> {
  label: string;
  options: readonly ChipOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

export function SearchFilterChips<T extends string>({ label, options, value, onChange }: SearchFilterChipsProps<T>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1.5">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          className={chip(option.value === value)}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
