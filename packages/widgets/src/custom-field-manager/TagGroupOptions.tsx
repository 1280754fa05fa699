import type { FieldErrors, UseFieldArrayReturn, UseFormRegister } from 'react-hook-form';
import { messageAt } from '../fields/branch/form-rules';
import { Button } from '../ui/button/Button';
import * as formStyles from '../ui/form/form.css';
import * as listStyles from '../ui/list-editor/ListEditor.css';
import type { TagGroupValues } from './tag-group-values';
import * as styles from './CustomFieldManager.css';

type TagGroupOptionsProps = {
  /** Prefix of the options' ids. */
  idPrefix: string;
  legend: string;
  register: UseFormRegister<TagGroupValues>;
  errors: FieldErrors;
  options: UseFieldArrayReturn<TagGroupValues, 'options'>;
};

/** The list types' options, one field each with Remove, and Add option; each option's message under it. */
export function TagGroupOptions({ idPrefix, legend, register, errors, options }: TagGroupOptionsProps) {
  const listError = messageAt(errors, 'options.root') ?? messageAt(errors, 'options');
  return (
    <fieldset className={styles.options} aria-describedby={listError ? `${idPrefix}-options-error` : undefined}>
      <legend className={formStyles.label}>{legend}</legend>
      {options.fields.map((field, index) => {
        const path = `options.${index}.value` as const;
        const error = messageAt(errors, path);
        const errorId = `${idPrefix}-options-${index}-value-error`;
        return (
          <div key={field.id} className={styles.optionRow}>
            <div className={listStyles.grow}>
              <input
                className={formStyles.input}
                autoComplete="off"
                aria-label={`Option ${index + 1}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                {...register(path)}
              />
              {error && (
                <p id={errorId} className={formStyles.error}>
                  {error}
                </p>
              )}
            </div>
            <Button size="small" tone="critical" variant="outline" aria-label={`Remove option ${index + 1}`} onClick={() => options.remove(index)}>
              Remove
            </Button>
          </div>
        );
      })}
      {listError && (
        <p id={`${idPrefix}-options-error`} className={formStyles.error}>
          {listError}
        </p>
      )}
      <div>
        <Button size="small" tone="neutral" variant="outline" onClick={() => options.append({ value: '' })}>
          Add option
        </Button>
      </div>
    </fieldset>
  );
}
