import { Field } from '../../components/ui/field';

/** A whole number of items, from 1 to `max`, as the need's form and the receipts' form ask it. */
export function CountField({
  id,
  label,
  hint,
  error,
  max,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  max: number;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
