import { bookingMessage, bookingMessages, type CheckInRequest, type CheckOutRequest } from '@motorpool/api';
import { useId, useState } from 'react';
import { controlAria, FormField } from '../../ui/field/FormField';
import * as formStyles from '../../ui/form/form.css';
import { ActionDialog } from './ActionDialog';
import { parseReading } from './dialog-values';

export const START_READING_REQUIRED = 'Start Reading is required';
export const END_READING_HINT = "Leave empty to use the vehicle's current reading.";
export const REPORT_PROBLEM_LABEL = 'Report damage or a problem after check-in';

type Common = {
  title: string;
  busy: boolean;
  error?: string | null;
  onClose: () => void;
};

export type OdometerDialogProps =
  | (Common & { mode: 'check-out'; onConfirm: (body: CheckOutRequest) => void })
  | (Common & {
      mode: 'check-in';
      /** The reading at check-out: the end reading cannot be below it. */
      startReading?: number | null;
      /** Offers 'Report damage or a problem' (the host can open the incident form after check-in). */
      offerProblemReport?: boolean;
      onConfirm: (body: CheckInRequest, reportProblem: boolean) => void;
    });

/**
 * Check-out and check-in (spec §4). Check-out sends a start reading only
 * with 'Update Odometer' ticked; check-in's end reading is optional, the
 * server then keeps the vehicle's reading.
 */
export function OdometerDialog(props: OdometerDialogProps) {
  const id = useId();
  const [update, setUpdate] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reportProblem, setReportProblem] = useState(false);
  const checkOut = props.mode === 'check-out';
  const readingId = `${id}-reading`;

  const submit = () => {
    const { value, error } = parseReading(text);
    if (props.mode === 'check-out') {
      if (!update) return props.onConfirm({ update_odometer: false });
      const found = error ?? (value === null ? START_READING_REQUIRED : null);
      setProblem(found);
      if (found || value === null) return;
      return props.onConfirm({ update_odometer: true, odometer_reading: value });
    }
    const start = props.startReading;
    const found =
      error ?? (value !== null && typeof start === 'number' && value < start ? bookingMessage(bookingMessages.odometerBelowStart, { reading: start }) : null);
    setProblem(found);
    if (found) return;
    props.onConfirm(value === null ? {} : { odometer_reading: value }, reportProblem);
  };

  const readingField = (
    <FormField id={readingId} label={checkOut ? 'Start Reading' : 'End Reading'} optional={!checkOut} error={problem} hint={checkOut ? null : END_READING_HINT}>
      <input
        id={readingId}
        className={formStyles.input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        aria-required={checkOut || undefined}
        {...controlAria(readingId, { error: problem, hint: checkOut ? null : END_READING_HINT })}
        onChange={(event) => {
          setText(event.currentTarget.value);
          if (problem) setProblem(null);
        }}
      />
    </FormField>
  );

  return (
    <ActionDialog
      title={props.title}
      message={checkOut ? 'The booking starts now.' : 'The vehicle is returned and the trip ends.'}
      error={props.error}
      confirmLabel={checkOut ? 'Check-out' : 'Check-in'}
      busyLabel={checkOut ? 'Checking out...' : 'Checking in...'}
      busy={props.busy}
      tone="primary"
      onSubmit={submit}
      onClose={props.onClose}
    >
      {checkOut && (
        <label className={formStyles.checkboxRow}>
          <input
            type="checkbox"
            className={formStyles.checkbox}
            checked={update}
            onChange={(event) => {
              setUpdate(event.currentTarget.checked);
              setProblem(null);
            }}
          />
          Update Odometer
        </label>
      )}
      {(!checkOut || update) && readingField}
      {props.mode === 'check-in' && props.offerProblemReport && (
        <label className={formStyles.checkboxRow}>
          <input type="checkbox" className={formStyles.checkbox} checked={reportProblem} onChange={(event) => setReportProblem(event.currentTarget.checked)} />
          {REPORT_PROBLEM_LABEL}
        </label>
      )}
    </ActionDialog>
  );
}
