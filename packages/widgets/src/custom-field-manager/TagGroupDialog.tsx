import { messages, type TagGroup, type TagGroupWrite } from '@motorpool/api';
import { useId } from 'react';
import { messageAt } from '../fields/branch/form-rules';
import * as layout from '../fields/branch/layout.css';
import { DialogButtons } from '../ui/dialog-buttons/DialogButtons';
import { FormField } from '../ui/field/FormField';
import { FormAlert } from '../ui/form/FormAlert';
import * as formStyles from '../ui/form/form.css';
import { Modal } from '../ui/modal/Modal';
import { toggleOnEnter } from '../ui/form/toggle-on-enter';
import { DATA_TYPE_LABELS, ENTITY_LABELS, hasDefault, hasOptions, isYesNo, OFFERED_DATA_TYPES, type CustomFieldEntity } from './tag-group-values';
import { TagGroupOptions } from './TagGroupOptions';
import { useTagGroupForm } from './use-tag-group-form';
import * as styles from './CustomFieldManager.css';

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
  const form = useTagGroupForm({ group, entity, saving, fieldErrors, onSave, onSaved: onClose });
  const { register, errors, type } = form;

  const fieldId = (path: string) => `${id}-${path.replace(/\./g, '-')}`;
  const text = (path: 'tag_group_name' | 'label' | 'default_value', label: string, optional = false, hint?: string) => {
    const error = messageAt(errors, path);
    return (
      <FormField id={fieldId(path)} label={label} optional={optional} error={error} hint={hint}>
        {(control) => <input {...control} className={formStyles.input} autoComplete="off" aria-required={!optional || undefined} {...register(path)} />}
      </FormField>
    );
  };
  const flag = (path: 'is_mandatory' | 'show_tooltip' | 'is_booking_approval' | 'is_customizable') => (
    <label className={layout.checkRow}>
      <input type="checkbox" className={formStyles.checkbox} onKeyDown={toggleOnEnter} {...register(path)} />
      {LABELS[path]}
    </label>
  );
  const offered = OFFERED_DATA_TYPES.includes(form.defaults.tag_data_type) ? OFFERED_DATA_TYPES : [...OFFERED_DATA_TYPES, form.defaults.tag_data_type];

  return (
    <Modal title={`${group ? 'Edit' : 'Add'} ${ENTITY_LABELS[entity].toLowerCase()} custom field`} busy={saving} onClose={onClose}>
      <form className={styles.dialogForm} noValidate onSubmit={form.submit} aria-busy={saving || undefined}>
        <FormAlert messages={form.unplaced ? [serverError, ...form.unplaced] : []} />
        {text('tag_group_name', LABELS.tag_group_name)}
        {text('label', LABELS.label, true, 'Shown instead of the field name')}
        <FormField id={fieldId('tag_data_type')} label={LABELS.tag_data_type} error={messageAt(errors, 'tag_data_type')}>
          {(control) => (
            <select {...control} className={formStyles.input} {...register('tag_data_type')}>
              {offered.map((choice) => (
                <option key={choice} value={choice}>
                  {DATA_TYPE_LABELS[choice]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {hasOptions(type) && <TagGroupOptions idPrefix={id} legend={LABELS.options} register={register} errors={errors} options={form.options} />}
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
          {(control) => <textarea {...control} className={`${formStyles.input} ${layout.textarea}`} {...register('description')} />}
        </FormField>
        <div className={styles.flags}>
          {flag('is_mandatory')}
          {flag('show_tooltip')}
          {entity === 'booking' && flag('is_booking_approval')}
          {flag('is_customizable')}
        </div>
        <DialogButtons confirmLabel="Save" busyLabel={messages.userForm.saving} busy={saving} onCancel={onClose} size="standard" divider />
      </form>
    </Modal>
  );
}
