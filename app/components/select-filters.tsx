/**
 * A row of filter selects (a class's results, an event's entry lists): a GET form that works
 * without JavaScript (the page's own URL, the apply button); with JavaScript a choice applies at
 * once (issue 28 item 12) and the button goes. Each select offers "all" first, then its choices
 * with their counts.
 */
import { useEffect, useId, useState } from 'react';
import { Form, useSubmit } from 'react-router';
import styles from './select-filters.module.css';

export interface SelectFilter {
  /** the query parameter */
  name: string;
  label: string;
  /** the first option's text, the one that does not filter */
  all: string;
  /** the chosen value, null for all */
  value: string | null;
  choices: readonly { value: string; text: string; count: number; lang?: string | null }[];
}

export interface SelectFiltersProps {
  /** the form's action: the page's path with what the filters replace removed */
  action: string;
  /** query parameters the form keeps, as hidden fields */
  keep?: Readonly<Record<string, string>>;
  selects: readonly SelectFilter[];
  /** the apply button's text and class (shown until JavaScript runs) */
  apply: { label: string; className?: string };
  /** more classes for the form (a page's own spacing or select width, `--filter-select-max`) */
  className?: string;
}

export function SelectFilters({ action, keep = {}, selects, apply, className }: SelectFiltersProps) {
  const id = useId();
  const submit = useSubmit();
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <Form
      method="get"
      action={action}
      className={className ? `${styles.filters} ${className}` : styles.filters}
      preventScrollReset
    >
      {Object.entries(keep).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      {selects.map(({ name, label, all, value, choices }) => (
        <span key={name} className={styles.filter}>
          <label htmlFor={`${id}-${name}`}>{label}</label>
          <select
            id={`${id}-${name}`}
            name={name}
            defaultValue={value ?? ''}
            onChange={(e) => {
              if (e.currentTarget.form) void submit(e.currentTarget.form, { preventScrollReset: true });
            }}
          >
            <option value="">{all}</option>
            {choices.map((c) => (
              <option key={c.value} value={c.value} lang={c.lang ?? undefined}>
                {c.text} ({c.count})
              </option>
            ))}
          </select>
        </span>
      ))}
      {live ? null : (
        <button type="submit" className={apply.className}>
          {apply.label}
        </button>
      )}
    </Form>
  );
}
