import { EMBED_ORIGINS_MAX } from '@motorpool/api';
import { useEffect, useRef, useState } from 'react';
import * as layout from '../fields/branch/layout.css';
import { Button } from '../ui/button/Button';
import { controlAria } from '../ui/field/FormField';
import * as formStyles from '../ui/form/form.css';
import { EMBED_KEY_HINTS, EMBED_KEY_LABELS } from './embed-key-values';
import * as styles from './EmbedKeyTable.css';

export type OriginsFieldProps = {
  /** Prefix of the ids of the fieldset's parts. */
  id: string;
  origins: string[];
  /** Each row's problem, by place. */
  rowProblems: (string | null)[];
  /** A problem with the origins as a whole. */
  error?: string;
  onChange: (origins: string[], rowProblems: (string | null)[]) => void;
};

/**
 * The allowed origins, one per row, with Remove on each while there is more
 * than one and Add origin up to the limit. After a remove or an add, focus
 * goes to the row now in that place.
 */
export function OriginsField({ id, origins, rowProblems, error, onChange }: OriginsFieldProps) {
  const list = useRef<HTMLDivElement>(null);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  useEffect(() => {
    if (focusRow === null) return;
    const inputs = list.current?.querySelectorAll<HTMLInputElement>('input') ?? [];
    inputs[Math.min(focusRow, inputs.length - 1)]?.focus();
    setFocusRow(null);
  }, [focusRow]);

  return (
    <fieldset className={formStyles.field} aria-describedby={`${id}-${error ? 'error' : 'hint'}`}>
      <legend className={formStyles.label}>{EMBED_KEY_LABELS.allowed_origins}</legend>
      <p id={`${id}-hint`} className={formStyles.fieldHint}>
        {EMBED_KEY_HINTS.allowed_origins}
      </p>
      <div ref={list} className={styles.originRows}>
        {origins.map((origin, index) => {
          const rowId = `${id}-row-${index}`;
          const rowError = rowProblems[index] ?? null;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: an origin row has no identity beyond its place (its id, label and focus go by place too); the inputs are controlled, so the index keeps them right
            <div key={index} className={styles.originRow}>
              <div className={layout.grow}>
                <input
                  id={rowId}
                  className={formStyles.input}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="https://intranet.example.com"
                  aria-label={`Origin ${index + 1}`}
                  {...controlAria(rowId, { error: rowError })}
                  value={origin}
                  onChange={(event) =>
                    onChange(
                      origins.map((shown, at) => (at === index ? event.target.value : shown)),
                      rowProblems.map((problem, at) => (at === index ? null : problem)),
                    )
                  }
                />
                {rowError && (
                  <p id={`${rowId}-error`} className={formStyles.error}>
                    {rowError}
                  </p>
                )}
              </div>
              {origins.length > 1 && (
                <Button
                  tone="critical"
                  variant="outline"
                  size="small"
                  aria-label={`Remove origin ${index + 1}`}
                  onClick={() => {
                    onChange(
                      origins.filter((_, at) => at !== index),
                      rowProblems.filter((_, at) => at !== index),
                    );
                    setFocusRow(index);
                  }}
                >
                  Remove
                </Button>
              )}
            </div>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      )}
      <div>
        <Button
          tone="neutral"
          variant="outline"
          size="small"
          disabled={origins.length >= EMBED_ORIGINS_MAX}
          onClick={() => {
            onChange([...origins, ''], [...rowProblems, null]);
            setFocusRow(origins.length);
          }}
        >
          Add origin
        </Button>
      </div>
    </fieldset>
  );
}
