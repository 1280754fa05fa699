import { PublicHolidayWrite, validateWith, type PublicHoliday } from '@motorpool/api';
import { useId, useState, type ReactNode } from 'react';
import { DATE_FORMAT_MESSAGE } from '../fields/custom/custom-fields';
import { Button } from '../ui/button/Button';
import { DateField } from '../ui/date-field/DateField';
import { isIsoDate } from '../ui/date-field/dates';
import { FormAlert } from '../ui/form/FormAlert';
import { controlAria, FormField } from '../ui/field/FormField';
import { EditorButtons } from '../ui/list-editor/EditorButtons';
import * as formStyles from '../ui/form/form.css';
import * as listStyles from '../ui/list-editor/ListEditor.css';
import { ListEditorAddForm } from '../ui/list-editor/ListEditorAddForm';
import type { HolidayDraft, HolidayErrors, PublicHolidayFilter } from './PublicHolidays';

const EMPTY: HolidayDraft = { date: '', name: '' };

type Checked = { write: PublicHolidayWrite | null; problems: HolidayErrors };

/** The write for a draft on the calendar shown, or the problems to show by its fields. */
function checkHoliday(filter: PublicHolidayFilter, draft: HolidayDraft): Checked {
  const result = validateWith(PublicHolidayWrite, { country: filter.country, state: filter.state || null, date: draft.date, name: draft.name.trim() });
  if (result.ok) return { write: result.value, problems: {} };
  return {
    write: null,
    problems: {
      // The date is typed dd/mm/yyyy, whatever the payload's format.
      date: result.fields.date && (isIsoDate(draft.date) ? result.fields.date : DATE_FORMAT_MESSAGE),
      name: result.fields.name,
      title: result.fields.country ?? result.fields.state ?? null,
    },
  };
}

/**
 * A draft with the problems found in it; `submitted` says the server's
 * refusal shown is this draft's, not an earlier one's.
 */
function useHolidayDraft(filter: PublicHolidayFilter, initial: HolidayDraft, serverErrors: HolidayErrors | null | undefined) {
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<HolidayErrors>({});
  const [submitted, setSubmitted] = useState(false);
  return {
    draft,
    problems: { ...(submitted ? serverErrors : null), ...problems },
    change: (next: HolidayDraft) => {
      setDraft(next);
      setProblems({});
    },
    /** The write to send, once marked as submitted; null (and the problems shown) when it will not do. */
    submit: () => {
      const { write, problems: found } = checkHoliday(filter, draft);
      setProblems(found);
      if (write) setSubmitted(true);
      return write;
    },
    reset: () => {
      setDraft(initial);
      setSubmitted(false);
    },
  };
}

type AddHolidayProps = {
  filter: PublicHolidayFilter;
  adding: boolean;
  serverErrors?: HolidayErrors | null;
  onAdd: (holiday: PublicHolidayWrite) => Promise<boolean> | boolean;
};

/** The row below the list that adds a holiday; it empties once the holiday is added. */
export function AddHoliday({ filter, adding, serverErrors, onAdd }: AddHolidayProps) {
  const holiday = useHolidayDraft(filter, EMPTY, serverErrors);
  const add = async () => {
    const write = holiday.submit();
    if (write && (await onAdd(write))) holiday.reset();
  };
  return (
    <ListEditorAddForm label="Add a public holiday" busy={adding} placement="below" onSubmit={() => void add()}>
      <HolidayFields legend="Add a public holiday" draft={holiday.draft} onChange={holiday.change} problems={holiday.problems}>
        <Button type="submit" tone="primary" variant="outline" disabled={adding}>
          {adding ? 'Adding…' : 'Add holiday'}
        </Button>
      </HolidayFields>
    </ListEditorAddForm>
  );
}

type HolidayEditorProps = {
  filter: PublicHolidayFilter;
  holiday: PublicHoliday;
  /** This holiday's save is under way. */
  updating: boolean;
  serverErrors?: HolidayErrors | null;
  onUpdate: (holiday: PublicHoliday, write: PublicHolidayWrite) => Promise<boolean> | boolean;
  onClose: () => void;
};

/** A listed holiday's date and name as fields, in place of its row. */
export function HolidayEditor({ filter, holiday, updating, serverErrors, onUpdate, onClose }: HolidayEditorProps) {
  const edit = useHolidayDraft(filter, { date: holiday.date, name: holiday.name }, serverErrors);
  const save = async () => {
    const write = edit.submit();
    if (write && (await onUpdate(holiday, write))) onClose();
  };
  return (
    <HolidayFields legend={`Edit ${holiday.name}`} draft={edit.draft} onChange={edit.change} problems={edit.problems}>
      <EditorButtons busy={updating} onSave={() => void save()} onCancel={onClose} />
    </HolidayFields>
  );
}

type HolidayFieldsProps = {
  legend: string;
  draft: HolidayDraft;
  onChange: (draft: HolidayDraft) => void;
  problems: HolidayErrors;
  children: ReactNode;
};

/** A date and a name side by side, with their messages, and the row's buttons. */
function HolidayFields({ legend, draft, onChange, problems, children }: HolidayFieldsProps) {
  const idPrefix = useId();
  return (
    <fieldset className={listStyles.group}>
      <legend className={listStyles.visuallyHidden}>{legend}</legend>
      <FormAlert messages={[problems.title]} />
      <div className={listStyles.editorRow}>
        <div className={listStyles.grow}>
          <FormField id={`${idPrefix}-date`} label="Date" error={problems.date}>
            <DateField
              id={`${idPrefix}-date`}
              label="Date"
              value={draft.date}
              onChange={(date) => onChange({ ...draft, date })}
              invalid={Boolean(problems.date)}
              describedBy={controlAria(`${idPrefix}-date`, { error: problems.date })['aria-describedby']}
              required
            />
          </FormField>
        </div>
        <div className={listStyles.grow}>
          <FormField id={`${idPrefix}-name`} label="Name" error={problems.name}>
            {(control) => (
              <input
                {...control}
                className={formStyles.input}
                autoComplete="off"
                aria-required
                value={draft.name}
                onChange={(event) => onChange({ ...draft, name: event.target.value })}
              />
            )}
          </FormField>
        </div>
        {children}
      </div>
    </fieldset>
  );
}
