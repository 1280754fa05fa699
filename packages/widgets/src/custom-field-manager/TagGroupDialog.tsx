import { superstructResolver } from '@hookform/resolvers/superstruct';
import { messages, type TagGroup, type TagGroupWrite } from '@motorpool/api';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useFieldArray, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { controlAria, FormField } from '../ui/form/FormField';
import { FormAlert } from '../ui/form/FormAlert';
import { toggleOnEnter } from '../ui/form/toggle-on-enter';
import { messageAt, nestedErrors } from '../fields/branch/form-rules';
import * as layout from '../fields/branch/layout.css';
import * as formStyles from '../ui/form/form.css';
import {
  DATA_TYPE_LABELS,
  ENTITY_LABELS,
  hasDefault,
  hasOptions,
  isYesNo,
  OFFERED_DATA_TYPES,
  tagGroupFormPath,
  tagGroupStruct,
  tagGroupValuesFrom,
  toTagGroupWrite,
  type CustomFieldEntity,
  type TagGroupValues,
} from './tag-group-values';
import * as styles from './CustomFieldManager.css';
import { deepActiveElement } from '../ui/focus/deep-active-element';

export type TagGroupDialogProps = {
  /** The group being edited; null to add one. */
  group: TagGroup | null;
  entity: CustomFieldEntity;
  saving: boolean;
  /** The server's title and field errors for the last save. */
  serverError?: string | null;
  fieldErrors?: Record<string, string> | null;
  /** Resolve `true` once saved: the dialog then closes. */
  onSave: (write: TagGroupWrite) => Promise<boolean> | boolean;
  onClose: () => void;
};

export const LABELS = {
  tag_group_name: 'Field Name',
  label: 'Label',
  tag_data_type: 'Data Type',
  options: 'Options',
  default_value: 'Default Value',
  description: 'Description',
  is_mandatory: 'Mandatory',
  show_tooltip: 'Show the description as a tooltip',
  is_booking_approval: 'Needs booking approval',
  is_customizable: 'Customizable',
} as const;

/**
 * Add or edit one custom field (`TagGroupWrite`) in a modal dialog: focus
 * starts in the first field, stays inside, and returns where it was on close;
 * Escape closes unless a save is under way. The options editor shows for the
 * list types, a default for the types that start from one.
 */
export function TagGroupDialog({ group, entity, saving, serverError, fieldErrors, onSave, onClose }: TagGroupDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  // Failures of an earlier dialog are not this one's.
  const [submitted, setSubmitted] = useState(false);
  const valuesAtSave = useRef<TagGroupValues | null>(null);
  const resolver = useMemo(() => superstructResolver(tagGroupStruct(() => entity)), [entity]);
  const defaults = useMemo(() => tagGroupValuesFrom(group), [group]);

  const placement = useMemo(() => {
    const placed: Record<string, string> = {};
    const unplaced: string[] = [];
    if (!submitted || !valuesAtSave.current) return { placed, unplaced };
    for (const [key, message] of Object.entries(fieldErrors ?? {})) {
      const path = tagGroupFormPath(key, valuesAtSave.current);
      if (path) placed[path === 'options' ? 'options.root' : path] ??= message;
      else unplaced.push(message);
    }
    return { placed, unplaced };
  }, [fieldErrors, submitted]);
  const serverFieldErrors = useMemo(() => nestedErrors<TagGroupValues>(placement.placed), [placement]);

  const { control, register, handleSubmit, setValue, formState } = useForm<TagGroupValues>({
    mode: 'onTouched',
    defaultValues: defaults,
    resolver,
    errors: serverFieldErrors,
  });
  const errors = formState.errors as FieldErrors;
  const { fields, append, remove } = useFieldArray({ control, name: 'options' });
  const type = useWatch({ control, name: 'tag_data_type' });

  // A Yes/No default means nothing to a text type, nor text to a toggle: the default starts over.
  const lastType = useRef(type);
  useEffect(() => {
    if (isYesNo(lastType.current) !== isYesNo(type)) setValue('default_value', '');
    lastType.current = type;
  }, [type, setValue]);

  useEffect(() => {
    const before = deepActiveElement();
    dialog.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    return () => before?.focus();
  }, []);

  const submit = handleSubmit(async (values) => {
    const write = toTagGroupWrite(values, entity);
    if (!write) return;
    valuesAtSave.current = values;
    setSubmitted(true);
    if (await onSave(write)) onClose();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !saving) {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [
      ...(dialog.current?.querySelectorAll<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])') ??
        []),
    ];
    const [first, last] = [focusable[0], focusable.at(-1)];
    if (event.shiftKey && deepActiveElement() === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && deepActiveElement() === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const fieldId = (path: string) => `${id}-${path.replace(/\./g, '-')}`;
  const text = (path: 'tag_group_name' | 'label' | 'default_value', label: string, optional = false, hint?: string) => {
    const error = messageAt(errors, path);
    return (
      <FormField id={fieldId(path)} label={label} optional={optional} error={error} hint={hint}>
        <input
          id={fieldId(path)}
          className={formStyles.input}
          autoComplete="off"
          aria-required={!optional || undefined}
          {...controlAria(fieldId(path), { error, hint })}
          {...register(path)}
        />
      </FormField>
    );
  };
  const flag = (path: 'is_mandatory' | 'show_tooltip' | 'is_booking_approval' | 'is_customizable') => (
    <label className={layout.checkRow}>
      <input type="checkbox" className={formStyles.checkbox} onKeyDown={toggleOnEnter} {...register(path)} />
      {LABELS[path]}
    </label>
  );
  const offered = OFFERED_DATA_TYPES.includes(defaults.tag_data_type) ? OFFERED_DATA_TYPES : [...OFFERED_DATA_TYPES, defaults.tag_data_type];
  const optionsError = messageAt(errors, 'options.root') ?? messageAt(errors, 'options');
  const title = `${group ? 'Edit' : 'Add'} ${ENTITY_LABELS[entity].toLowerCase()} custom field`;

  return (
    <div className={styles.overlay}>
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} className={styles.dialog} onKeyDown={onKeyDown}>
        <h3 id={`${id}-title`} className={layout.heading}>
          {title}
        </h3>
        <form className={styles.dialogForm} noValidate onSubmit={submit} aria-busy={saving || undefined}>
          <FormAlert messages={submitted ? [serverError, ...placement.unplaced] : []} />
          {text('tag_group_name', LABELS.tag_group_name)}
          {text('label', LABELS.label, true, 'Shown instead of the field name')}
          <FormField id={fieldId('tag_data_type')} label={LABELS.tag_data_type} error={messageAt(errors, 'tag_data_type')}>
            <select
              id={fieldId('tag_data_type')}
              className={formStyles.input}
              {...controlAria(fieldId('tag_data_type'), { error: messageAt(errors, 'tag_data_type') })}
              {...register('tag_data_type')}
            >
              {offered.map((choice) => (
                <option key={choice} value={choice}>
                  {DATA_TYPE_LABELS[choice]}
                </option>
              ))}
            </select>
          </FormField>
          {hasOptions(type) && (
            <fieldset className={styles.options} aria-describedby={optionsError ? `${id}-options-error` : undefined}>
              <legend className={formStyles.label}>{LABELS.options}</legend>
              {fields.map((field, index) => {
                const path = `options.${index}.value` as const;
                const error = messageAt(errors, path);
                return (
                  <div key={field.id} className={styles.optionRow}>
                    <div className={layout.grow}>
                      <input
                        className={formStyles.input}
                        autoComplete="off"
                        aria-label={`Option ${index + 1}`}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${fieldId(path)}-error` : undefined}
                        {...register(path)}
                      />
                      {error && (
                        <p id={`${fieldId(path)}-error`} className={formStyles.error}>
                          {error}
                        </p>
                      )}
                    </div>
                    <button type="button" className={layout.smallDanger} aria-label={`Remove option ${index + 1}`} onClick={() => remove(index)}>
                      Remove
                    </button>
                  </div>
                );
              })}
              {optionsError && (
                <p id={`${id}-options-error`} className={formStyles.error}>
                  {optionsError}
                </p>
              )}
              <div>
                <button type="button" className={layout.small} onClick={() => append({ value: '' })}>
                  Add option
                </button>
              </div>
            </fieldset>
          )}
          {hasDefault(type) &&
            (isYesNo(type) ? (
              <FormField id={fieldId('default_value')} label={LABELS.default_value} optional error={messageAt(errors, 'default_value')}>
                <select id={fieldId('default_value')} className={formStyles.input} {...register('default_value')}>
                  <option value="">None</option>
                  <option value="true">Yes</option>
                  <option value="false">No</option>
                </select>
              </FormField>
            ) : (
              text('default_value', LABELS.default_value, true, type === 'time' ? 'hh:mm AM/PM, for example 09:00 AM' : undefined)
            ))}
          <FormField id={fieldId('description')} label={LABELS.description} optional error={messageAt(errors, 'description')}>
            <textarea
              id={fieldId('description')}
              className={`${formStyles.input} ${layout.textarea}`}
              {...controlAria(fieldId('description'), { error: messageAt(errors, 'description') })}
              {...register('description')}
            />
          </FormField>
          <div className={styles.flags}>
            {flag('is_mandatory')}
            {flag('show_tooltip')}
            {entity === 'booking' && flag('is_booking_approval')}
            {flag('is_customizable')}
          </div>
          <div className={layout.actions}>
            <button type="submit" className={layout.primary} disabled={saving}>
              {saving ? messages.userForm.saving : 'Save'}
            </button>
            <button type="button" className={layout.secondary} disabled={saving} onClick={onClose}>
              Cancel
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
