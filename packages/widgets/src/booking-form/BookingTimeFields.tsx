import { controlAria, FormField } from '../ui/field/FormField';
import { DateField } from '../ui/date-field/DateField';
import { TimePicker } from '../ui/time-picker/TimePicker';
import { BOOKING_FORM_LABELS, formDayCount } from './booking-form-values';
import * as styles from './BookingForm.css';
import type { BookingFormModel } from './use-booking-form';

type Props = {
  fid: (field: string) => string;
  form: Pick<BookingFormModel, 'values' | 'update' | 'editingPk' | 'todayAtBranch' | 'errorOf' | 'changeStart'>;
  readOnly: boolean;
};

/**
 * Start and end, each a date and a wall-clock time at the branch, and the
 * day count. A new booking starts no earlier than now at the branch; the
 * end no earlier than the start.
 */
export function BookingTimeFields({ fid, form: { values, update, editingPk, todayAtBranch, errorOf, changeStart }, readOnly }: Props) {
  const startTimeMin = !editingPk && values.startDate === todayAtBranch.date ? todayAtBranch.time : null;
  const endTimeMin = values.endDate === values.startDate && values.startTime ? values.startTime : null;
  const dayCount = formDayCount(values);

  const dateField = (field: 'startDate' | 'endDate', min: string | undefined, onChange: (value: string) => void) => {
    const error = errorOf(field);
    return (
      <FormField id={fid(field)} label={BOOKING_FORM_LABELS[field]} error={error}>
        <DateField
          id={fid(field)}
          label={BOOKING_FORM_LABELS[field]}
          value={values[field]}
          min={min}
          onChange={onChange}
          invalid={Boolean(error)}
          describedBy={controlAria(fid(field), { error })['aria-describedby']}
          required
          disabled={readOnly}
        />
      </FormField>
    );
  };

  const timeField = (field: 'startTime' | 'endTime', min: string | null, onChange: (value: string) => void) => {
    const error = errorOf(field);
    return (
      <FormField id={fid(field)} label={BOOKING_FORM_LABELS[field]} error={error}>
        <TimePicker
          id={fid(field)}
          label={BOOKING_FORM_LABELS[field]}
          value={values[field]}
          min={min}
          onChange={onChange}
          invalid={Boolean(error)}
          describedBy={controlAria(fid(field), { error })['aria-describedby']}
          required
          disabled={readOnly}
        />
      </FormField>
    );
  };

  return (
    <>
      {dateField('startDate', editingPk ? undefined : todayAtBranch.date, (startDate) => changeStart({ startDate }))}
      {timeField('startTime', startTimeMin, (startTime) => changeStart({ startTime }))}
      {dateField('endDate', values.startDate || undefined, (endDate) => update({ endDate }))}
      {timeField('endTime', endTimeMin, (endTime) => update({ endTime }))}
      <p className={styles.dayCount} aria-live="polite">
        Day count: {dayCount ?? '–'}
      </p>
    </>
  );
}
