import { toggleIn } from '../lib/form-values';

type CheckboxGroupProps = {
  legend: string;
  options: readonly string[];
  /** What a reader sees for an option; the option itself (English) is the value sent. */
  labelOf: (option: string) => string;
  selected: string[];
  onChange: (next: string[]) => void;
};

/** The preset features / nearby amenities as a labelled group of checkboxes. */
export function CheckboxGroup({ legend, options, labelOf, selected, onChange }: CheckboxGroupProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-gray-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option}
            className="flex min-h-11 items-center gap-3 rounded-lg border border-gray-200 px-3 py-2 text-sm text-gray-900 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={selected.includes(option)}
              onChange={() => onChange(toggleIn(selected, option))}
            />
            {labelOf(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
