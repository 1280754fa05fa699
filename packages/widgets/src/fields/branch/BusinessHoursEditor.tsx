import { WEEKDAYS, type Weekday } from '@motorpool/api';
import { useState } from 'react';
import { useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import { toggleOnEnter } from '../../ui/form/toggle-on-enter';
import * as formStyles from '../../ui/form/form.css';
import { COPIED_MONDAY_TEXT, COPY_MONDAY_LABEL, WEEKDAY_LABELS, type BusinessHoursValues } from './business-hours';
import { messageAt } from './form-rules';
import * as styles from './BusinessHoursEditor.css';
import { Button } from '../../ui/button/Button';

export type BusinessHoursEditorProps = {
  /** Prefix of the controls' ids. */
  id: string;
  disabled?: boolean;
  legend?: string;
};

export const BUSINESS_HOURS_LABEL = 'Business Hours';

/** Tuesday to Friday: the days 'Copy Monday to weekdays' fills. */
const OTHER_WEEKDAYS: readonly Weekday[] = ['tuesday', 'wednesday', 'thursday', 'friday'];

type HoursForm = { business_hours: BusinessHoursValues };

/**
 * Business hours per weekday (spec §3), inside a form whose values hold
 * `business_hours` (react-hook-form context): open or closed, and from–to as
 * 24-hour HH:mm in the branch's own time zone. Each time is a field of its
 * own, so its message sits by it (`business_hours.monday.closes`). A closed
 * day keeps the times typed for it, so ticking it open again brings them back.
 */
export function BusinessHoursEditor({ id, disabled, legend = BUSINESS_HOURS_LABEL }: BusinessHoursEditorProps) {
  const { control, register, getValues, setValue, formState } = useFormContext<HoursForm>();
  const hours = useWatch({ control, name: 'business_hours' });
  const [announcement, setAnnouncement] = useState('');
  const errors = formState.errors as FieldErrors;
  const hintId = `${id}-hint`;

  const copyMonday = () => {
    const monday = getValues('business_hours.monday');
    for (const day of OTHER_WEEKDAYS) {
      setValue(`business_hours.${day}`, { ...monday }, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    }
    setAnnouncement(COPIED_MONDAY_TEXT);
  };

  return (
    <fieldset className={styles.root} disabled={disabled} aria-describedby={hintId}>
      <legend className={formStyles.label}>{legend}</legend>
      <p id={hintId} className={formStyles.fieldHint}>
        24-hour times (HH:mm) in the branch's time zone.
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.header}>
              Day
            </th>
            <th scope="col" className={styles.header}>
              Open
            </th>
            <th scope="col" className={styles.header}>
              Opens
            </th>
            <th scope="col" className={styles.header}>
              Closes
            </th>
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((day) => {
            const label = WEEKDAY_LABELS[day];
            const at = (edge?: 'opens' | 'closes') => messageAt(errors, edge ? `business_hours.${day}.${edge}` : `business_hours.${day}`);
            const shown = [...new Set([at(), at('opens'), at('closes')].filter(Boolean))];
            const errorId = `${id}-${day}-error`;
            const open = hours?.[day]?.is_open ?? false;
            const timeInput = (edge: 'opens' | 'closes') => {
              const invalid = Boolean(at(edge) ?? at());
              return (
                <input
                  id={`${id}-${day}-${edge}`}
                  className={`${formStyles.input} ${styles.time}`}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="HH:mm"
                  maxLength={5}
                  aria-label={`${label} ${edge}`}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? errorId : undefined}
                  disabled={!open}
                  // Opening time changes decide whether the closing time is still after it.
                  {...register(`business_hours.${day}.${edge}`, edge === 'opens' ? { deps: [`business_hours.${day}.closes`] } : {})}
                />
              );
            };
            return (
              <tr key={day}>
                <th scope="row" className={styles.day}>
                  {label}
                </th>
                <td className={styles.cell}>
                  <input
                    type="checkbox"
                    className={formStyles.checkbox}
                    aria-label={`${label} open`}
                    onKeyDown={toggleOnEnter}
                    {...register(`business_hours.${day}.is_open`, { deps: [`business_hours.${day}.opens`, `business_hours.${day}.closes`] })}
                  />
                </td>
                <td className={styles.cell}>{timeInput('opens')}</td>
                <td className={styles.cell}>
                  {timeInput('closes')}
                  {shown.length > 0 && (
                    <p id={errorId} className={formStyles.error}>
                      {shown.join(' ')}
                    </p>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className={styles.footer}>
        <Button tone="neutral" variant="outline" size="small" onClick={copyMonday}>
          {COPY_MONDAY_LABEL}
        </Button>
        <p role="status" className={styles.announcement}>
          {announcement}
        </p>
      </div>
    </fieldset>
  );
}
