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
  const startTimeMin = !editingPk && values.startDate === todayAtBranch.date ? todayAtBranch.time : undefined;
  const endTimeMin = values.endDate === values.startDate && values.startTime ? values.startTime : undefined;
  const dayCount = formDayCount(values);

  // A date and a time take the same props; only the control differs.
  const pickerField = (field: 'startDate' | 'endDate' | 'startTime' | 'endTime', min: string | undefined, onChange: (value: string) => void) => {
    const error = errorOf(field);
    const Picker = field === 'startDate' || field === 'endDate' ? DateField : TimePicker;
    return (
      <FormField id={fid(field)} label={BOOKING_FORM_LABELS[field]} error={error}>
        <Picker
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
      {pickerField('startDate', editingPk ? undefined : todayAtBranch.date, (startDate) => changeStart({ startDate }))}
      {pickerField('startTime', startTimeMin, (startTime) => changeStart({ startTime }))}
      {pickerField('endDate', values.startDate || undefined, (endDate) => update({ endDate }))}
      {pickerField('endTime', endTimeMin, (endTime) => update({ endTime }))}
      <p className={styles.dayCount} aria-live="polite">
        Day count: {dayCount ?? '–'}
      </p>
    </>
  );
}
