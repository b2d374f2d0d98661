type ReasonFieldsetProps<R extends string> = {
  legend: string;
  reasons: readonly R[];
  labels: Record<R, string>;
  value: R | null;
  onChange: (reason: R) => void;
  /** Shown under the choices and tied to them for screen readers (no reason chosen). */
  error?: string;
};

/** The reasons of a report as radio buttons, each a 44 px target: the ad, person and conversation reports share it. */
export function ReasonFieldset<R extends string>({ legend, reasons, labels, value, onChange, error }: ReasonFieldsetProps<R>) {
  return (
    <fieldset aria-describedby={error ? 'report-reason-error' : undefined}>
      <legend className="text-sm font-medium text-gray-800">{legend}</legend>
      {reasons.map((reason) => (
        <label key={reason} className="flex min-h-11 items-center gap-3 text-gray-900">
          <input
            type="radio"
            name="reason"
            value={reason}
            checked={value === reason}
            onChange={() => onChange(reason)}
            className="size-5 shrink-0"
          />
          {labels[reason]}
        </label>
      ))}
      {error && (
        <p id="report-reason-error" role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
