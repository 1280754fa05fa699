import { incidentMessages } from '@motorpool/api';
import { useId, useState } from 'react';
import { controlAria, FormField } from '../ui/field/FormField';
import * as formStyles from '../ui/form/form.css';
import { IncidentDialog } from './IncidentDialog';
import * as styles from './IncidentDialog.css';

/** What closing or dismissing records. */
export type StatusChangeInput = { status: 'Closed' | 'Dismissed'; resolution_note: string; repair_cost: number | null; days_off_road: number | null };

export const statusDialogText = {
  Closed: {
    title: 'Close incident',
    confirm: 'Close incident',
    busy: 'Closing...',
    message: 'Record how it was resolved. The reporter is told, and the vehicle is back on the road.',
  },
  Dismissed: {
    title: 'Dismiss incident',
    confirm: 'Dismiss incident',
    busy: 'Dismissing...',
    message: 'Not an incident after all: say why. The reporter is told, and any block ends.',
  },
} as const;

export const statusFieldMessages = {
  repairCost: 'Repair cost must be an amount from 0 to 10,000,000',
  daysOffRoad: 'Days off the road must be a whole number from 0 to 3,650',
  noteTooLong: 'Resolution note must be at most 2,000 characters',
} as const;

type Problems = Partial<Record<'note' | 'cost' | 'days', string>>;

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

/** The dialog's checks, in `incidentMessages`' words where it has them. */
export function statusProblems(note: string, cost: string, days: string, closing: boolean): Problems {
  const problems: Problems = {};
  if (note.trim() === '') problems.note = incidentMessages.resolutionRequired;
  else if (note.trim().length > 2000) problems.note = statusFieldMessages.noteTooLong;
  if (closing && cost.trim() !== '' && (!AMOUNT.test(cost.trim()) || Number(cost) > 10_000_000)) problems.cost = statusFieldMessages.repairCost;
  if (closing && days.trim() !== '' && (!WHOLE.test(days.trim()) || Number(days) > 3650)) problems.days = statusFieldMessages.daysOffRoad;
  return problems;
}

export type StatusDialogProps = {
  status: 'Closed' | 'Dismissed';
  busy: boolean;
  /** The server's refusal of the last attempt. */
  error?: string | null;
  onConfirm: (input: StatusChangeInput) => void;
  onClose: () => void;
};

/** Close (resolution note, repair cost, days off the road) or Dismiss (resolution note) an incident. */
export function StatusDialog({ status, busy, error, onConfirm, onClose }: StatusDialogProps) {
  const id = useId();
  const closing = status === 'Closed';
  const text = statusDialogText[status];
  const [note, setNote] = useState('');
  const [cost, setCost] = useState('');
  const [days, setDays] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const check = () => {
    const found = statusProblems(note, cost, days, closing);
    setProblems(found);
    return Object.keys(found).length === 0;
  };

  const numberField = (key: 'cost' | 'days', label: string, value: string, set: (value: string) => void) => (
    <FormField id={`${id}-${key}`} label={label} optional error={problems[key]}>
      <input
        id={`${id}-${key}`}
        className={formStyles.input}
        inputMode={key === 'cost' ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={value}
        {...controlAria(`${id}-${key}`, { error: problems[key] })}
        onChange={(event) => set(event.currentTarget.value)}
      />
    </FormField>
  );

  return (
    <IncidentDialog
      title={text.title}
      message={text.message}
      error={error}
      confirmLabel={text.confirm}
      busyLabel={text.busy}
      busy={busy}
      tone={closing ? 'primary' : 'critical'}
      check={check}
      onConfirm={() =>
        onConfirm({
          status,
          resolution_note: note.trim(),
          repair_cost: closing && cost.trim() !== '' ? Number(cost) : null,
          days_off_road: closing && days.trim() !== '' ? Number(days) : null,
        })
      }
      onClose={onClose}
    >
      <FormField id={`${id}-note`} label="Resolution note" error={problems.note}>
        <textarea
          id={`${id}-note`}
          className={`${formStyles.input} ${styles.textarea}`}
          value={note}
          aria-required
          {...controlAria(`${id}-note`, { error: problems.note })}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
      </FormField>
      {closing && (
        <div className={styles.pair}>
          {numberField('cost', 'Repair cost', cost, setCost)}
          {numberField('days', 'Days off the road', days, setDays)}
        </div>
      )}
    </IncidentDialog>
  );
}
