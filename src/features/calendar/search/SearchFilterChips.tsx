// The chip of app.css, smaller on a phone, so each row fits a 390 px screen on one line.
const chip = (active: boolean) => `chip px-2.5 py-1 text-xs sm:px-3 sm:py-1.5 sm:text-sm ${active ? "chip-on" : ""}`;

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
