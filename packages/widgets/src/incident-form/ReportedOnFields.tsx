import { DateField } from '../ui/date-field/DateField';
import { controlAria, FormField } from '../ui/field/FormField';
import { TimePicker } from '../ui/time-picker/TimePicker';
import { INCIDENT_LABELS } from './incident-form-values';

export type ReportedOnFieldsProps = {
  dateId: string;
  timeId: string;
  /** yyyy-MM-dd, or the text as typed. */
  date: string;
  /** HH:mm. */
  time: string;
  dateError?: string;
  timeError?: string;
  /** The last day that may be picked: today. */
  maxDate: string;
  onDateChange: (date: string) => void;
  onTimeChange: (time: string) => void;
  onDateBlur: () => void;
};

/**
 * Reported on: the day (typed dd/mm/yyyy or picked) and the time. The
 * pickers are most of a form's script, so the form loads them apart; the
 * default, now, is already in the values.
 */
export function ReportedOnFields({ dateId, timeId, date, time, dateError, timeError, maxDate, onDateChange, onTimeChange, onDateBlur }: ReportedOnFieldsProps) {
  return (
    <>
      <FormField id={dateId} label={INCIDENT_LABELS.reported_date} error={dateError}>
        <DateField
          id={dateId}
          label={INCIDENT_LABELS.reported_date}
          value={date}
          onChange={onDateChange}
          onBlur={onDateBlur}
          max={maxDate}
          invalid={Boolean(dateError)}
          describedBy={controlAria(dateId, { error: dateError })['aria-describedby']}
          required
        />
      </FormField>
      <FormField id={timeId} label={INCIDENT_LABELS.reported_time} error={timeError}>
        <TimePicker
          id={timeId}
          label={INCIDENT_LABELS.reported_time}
          value={time}
          onChange={onTimeChange}
          invalid={Boolean(timeError)}
          describedBy={controlAria(timeId, { error: timeError })['aria-describedby']}
          required
        />
      </FormField>
    </>
  );
}
