import { bookingMessage, bookingMessages, RECURRING_PATTERNS, type RecurringCheckResult, type RecurringPattern } from '@motorpool/api';
import { Button } from '../ui/button/Button';
import { controlAria, FormField } from '../ui/field/FormField';
import { toggleOnEnter } from '../ui/form/toggle-on-enter';
import * as layout from '../fields/branch/layout.css';
import { DateField } from '../ui/date-field/DateField';
import * as formStyles from '../ui/form/form.css';
import { BOOKING_FORM_LABELS, RECURRING_PATTERN_LABELS, showBookingTime, WEEKDAY_LABELS, type BookingFormValues } from './booking-form-values';
import * as styles from './BookingForm.css';
import type { Lookup } from './store';

export const CHECK_DATES = 'Check dates';
export const SKIP_CONFLICTS = 'Skip conflicting dates';
export const CANCEL_SERIES = 'Cancel series';

type SeriesValues = Pick<BookingFormValues, 'repeat' | 'recurringPattern' | 'daysOfWeek' | 'datesOfMonth' | 'endsOn' | 'startDate'>;

export type RecurrenceFieldsProps = {
  id: string;
  values: SeriesValues;
  onChange: (change: Partial<SeriesValues>) => void;
  errors: { daysOfWeek?: string; datesOfMonth?: string; endsOn?: string };
  /** The series' dates and clashes, when they answer the series now set up. */
  series: Lookup<RecurringCheckResult | null>;
  current: boolean;
  timeZone: string;
  onCheck: () => void;
  onSkipConflicts: () => void;
  onCancelSeries: () => void;
  saving?: boolean;
  disabled?: boolean;
};

/** A day of the week or date of the month to toggle: the number stored, the text shown and the name read out. */
type Toggle = { item: number; label: string; name: string };

/** Monday is 1 and Sunday 7. */
const WEEKDAYS: readonly Toggle[] = WEEKDAY_LABELS.map((label, index) => ({ item: index + 1, label, name: label }));
const DATES_OF_MONTH: readonly Toggle[] = Array.from({ length: 31 }, (_, index) => ({ item: index + 1, label: String(index + 1), name: `Day ${index + 1}` }));

const toggled = (list: readonly number[], item: number) => (list.includes(item) ? list.filter((other) => other !== item) : [...list, item]);

/** Spec §4 recurring bookings: Repeat daily, weekly on some days, or monthly on some dates until Ends On; check the dates and choose what to do with clashes. */
export function RecurrenceFields({
  id,
  values,
  onChange,
  errors,
  series,
  current,
  timeZone,
  onCheck,
  onSkipConflicts,
  onCancelSeries,
  saving,
  disabled,
}: RecurrenceFieldsProps) {
  const patternId = `${id}-pattern`;
  const endsOnId = `${id}-ends-on`;
  const result = current ? series.value : null;
  const conflicts = result?.conflicts ?? 0;

  const toggleGroup = (field: 'daysOfWeek' | 'datesOfMonth', toggles: readonly Toggle[]) => {
    const groupId = `${id}-${field}`;
    const error = errors[field];
    return (
      <div className={layout.wide}>
        <fieldset id={groupId} className={formStyles.field} aria-describedby={controlAria(groupId, { error })['aria-describedby']}>
          <legend className={formStyles.label}>{BOOKING_FORM_LABELS[field]}</legend>
          <div className={styles.toggles}>
            {toggles.map(({ item, label, name }) => (
              <button
                key={item}
                type="button"
                className={styles.toggle}
                aria-pressed={values[field].includes(item)}
                aria-label={name}
                disabled={disabled}
                onClick={() => onChange({ [field]: toggled(values[field], item) })}
              >
                {label}
              </button>
            ))}
          </div>
          {error && (
            <p id={`${groupId}-error`} className={formStyles.error}>
              {error}
            </p>
          )}
        </fieldset>
      </div>
    );
  };

  return (
    <>
      <div className={layout.wide}>
        <label className={layout.checkRow}>
          <input
            type="checkbox"
            className={formStyles.checkbox}
            checked={values.repeat}
            disabled={disabled}
            onKeyDown={toggleOnEnter}
            onChange={(event) => onChange({ repeat: event.target.checked })}
          />
          {BOOKING_FORM_LABELS.repeat}
        </label>
      </div>
      {values.repeat && (
        <>
          <FormField id={patternId} label={BOOKING_FORM_LABELS.recurringPattern}>
            <select
              id={patternId}
              className={formStyles.input}
              disabled={disabled}
              value={values.recurringPattern}
              onChange={(event) => onChange({ recurringPattern: event.target.value as RecurringPattern })}
            >
              {RECURRING_PATTERNS.map((pattern) => (
                <option key={pattern} value={pattern}>
                  {RECURRING_PATTERN_LABELS[pattern]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id={endsOnId} label={BOOKING_FORM_LABELS.endsOn} error={errors.endsOn}>
            <DateField
              id={endsOnId}
              label={BOOKING_FORM_LABELS.endsOn}
              value={values.endsOn}
              min={values.startDate || undefined}
              onChange={(endsOn) => onChange({ endsOn })}
              invalid={Boolean(errors.endsOn)}
              describedBy={controlAria(endsOnId, { error: errors.endsOn })['aria-describedby']}
              required
              disabled={disabled}
            />
          </FormField>
          {values.recurringPattern === 'weekly' && toggleGroup('daysOfWeek', WEEKDAYS)}
          {values.recurringPattern === 'monthly' && toggleGroup('datesOfMonth', DATES_OF_MONTH)}
          <div className={layout.wide}>
            <Button tone="neutral" variant="outline" disabled={disabled || series.status === 'loading'} onClick={onCheck}>
              {current && series.status === 'loading' ? 'Checking…' : CHECK_DATES}
            </Button>
            {current && series.status === 'error' && <p className={formStyles.error}>{series.error}</p>}
            {result && (
              <section aria-label="Series dates">
                <p role="status" className={styles.note}>
                  {conflicts > 0
                    ? bookingMessage(bookingMessages.recurringConflicts, { count: conflicts })
                    : `${result.occurrences.length} date${result.occurrences.length === 1 ? '' : 's'}, none clash`}
                </p>
                <ul className={styles.occurrences}>
                  {result.occurrences.map((occurrence) => (
                    <li key={occurrence.start_datetime} className={styles.occurrence}>
                      <span>
                        {showBookingTime(occurrence.start_datetime, timeZone)} – {showBookingTime(occurrence.end_datetime, timeZone)}
                      </span>
                      <span className={occurrence.conflict ? styles.conflict : styles.free}>{occurrence.conflict ?? 'Free'}</span>
                    </li>
                  ))}
                </ul>
                {conflicts > 0 && (
                  <div className={styles.choiceRow}>
                    <Button disabled={disabled || saving} onClick={onSkipConflicts}>
                      {SKIP_CONFLICTS}
                    </Button>
                    <Button tone="neutral" variant="outline" disabled={disabled || saving} onClick={onCancelSeries}>
                      {CANCEL_SERIES}
                    </Button>
                  </div>
                )}
              </section>
            )}
          </div>
        </>
      )}
    </>
  );
}
