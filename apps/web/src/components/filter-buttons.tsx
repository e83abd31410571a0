// A row of toggle buttons choosing one filter (New / Handled / All): aria-pressed tells which is
// on, as well as the filled look.
interface FilterButtonsProps<V extends string> {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}

export function FilterButtons<V extends string>({ label, options, value, onChange }: FilterButtonsProps<V>) {
  return (
    <div role="group" aria-label={label} className="inline-flex flex-wrap gap-1 rounded-lg bg-gray-100 p-1">
      {options.map((o) => {
        const on = o.value === value;
        return (
          <button
            key={o.value}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(o.value)}
            className={`min-h-10 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
              on ? 'bg-white text-brand-700 shadow-sm' : 'text-gray-700 hover:text-gray-900'
            }`}
          >
            {o.label}
          </button>
        );
      })}
    </div>
  );
}
