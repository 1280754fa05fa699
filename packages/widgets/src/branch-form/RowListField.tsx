import { useFieldArray, useFormContext, type FieldErrors } from 'react-hook-form';
import { controlAria } from '../ui/field/FormField';
import * as formStyles from '../ui/form/form.css';
import { messageAt } from '../fields/branch/form-rules';
import * as layout from '../fields/branch/layout.css';
import type { BranchFormValues } from './branch-form-values';
import * as styles from './BranchForm.css';
import { Button } from '../ui/button/Button';

type RowListName = 'extra_data.key_pickup_locations' | 'extra_data.vehicle_pickup_locations' | 'additional_details.urls';

export type RowListColumn = { key: string; label: string; type?: 'text' | 'url' };

type RowListFieldProps = {
  id: string;
  name: RowListName;
  legend: string;
  /** What one row is, for the buttons' names ('location', 'link'). */
  noun: string;
  columns: readonly RowListColumn[];
  emptyRow: Record<string, string>;
  disabled?: boolean;
};

/**
 * An editable list of small records (pickup locations, links): each row's
 * fields side by side, Remove per row, and Add at the end. A row left empty is
 * not saved.
 */
export function RowListField({ id, name, legend, noun, columns, emptyRow, disabled }: RowListFieldProps) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<BranchFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: name as 'additional_details.urls' });
  return (
    <fieldset className={`${styles.rowList} ${layout.wide}`} disabled={disabled}>
      <legend className={formStyles.label}>
        {legend}
        <span className={formStyles.optional}>(optional)</span>
      </legend>
      {fields.length === 0 && <p className={formStyles.fieldHint}>None yet.</p>}
      {fields.map((field, index) => (
        <div key={field.id} className={styles.listRow}>
          {columns.map((column) => {
            const path = `${name}.${index}.${column.key}`;
            const inputId = `${id}-${index}-${column.key}`;
            const error = messageAt(errors as FieldErrors, path);
            return (
              <div key={column.key} className={`${formStyles.field} ${layout.grow}`}>
                <label htmlFor={inputId} className={formStyles.label}>
                  {column.label} {index + 1}
                </label>
                <input
                  id={inputId}
                  className={formStyles.input}
                  type={column.type ?? 'text'}
                  autoComplete="off"
                  {...controlAria(inputId, { error })}
                  {...register(path as 'additional_details.urls.0.name')}
                />
                {error && (
                  <p id={`${inputId}-error`} className={formStyles.error}>
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          <Button
            tone="critical"
            variant="outline"
            size="small"
            className={styles.removeSlot}
            aria-label={`Remove ${noun} ${index + 1}`}
            onClick={() => remove(index)}
          >
            Remove
          </Button>
        </div>
      ))}
      <div>
        <Button tone="neutral" variant="outline" size="small" onClick={() => append(emptyRow as { name: string; url: string })}>
          Add {noun}
        </Button>
      </div>
    </fieldset>
  );
}
