import { useFormContext, type FieldErrors } from 'react-hook-form';
import { controlAria, FormField } from '../../ui/field/FormField';
import * as formStyles from '../../ui/form/form.css';
import { messageAt } from './form-rules';
import { BRANCH_LABELS } from './labels';
import * as styles from './layout.css';

/** The help desk values both the branch form and my-branch hold, under their payload paths. */
export type HelpDeskValues = {
  help_desk_contact_num: string;
  help_desk_email_id: string;
  help_desk_custom_message: string;
  extra_data: { tollFreeNumber: string; important_note: string };
};

type HelpDeskPath = 'help_desk_contact_num' | 'help_desk_email_id' | 'help_desk_custom_message' | 'extra_data.tollFreeNumber' | 'extra_data.important_note';

/** The form (and payload) paths of the help desk fields. */
export const HELP_DESK_PATHS: readonly HelpDeskPath[] = [
  'help_desk_contact_num',
  'help_desk_email_id',
  'help_desk_custom_message',
  'extra_data.tollFreeNumber',
  'extra_data.important_note',
];

const LABELS: Record<HelpDeskPath, string> = {
  help_desk_contact_num: BRANCH_LABELS.help_desk_contact_num,
  help_desk_email_id: BRANCH_LABELS.help_desk_email_id,
  help_desk_custom_message: BRANCH_LABELS.help_desk_custom_message,
  'extra_data.tollFreeNumber': BRANCH_LABELS.tollFreeNumber,
  'extra_data.important_note': BRANCH_LABELS.important_note,
};

/**
 * The help desk number, email and message, the toll-free number and the
 * important note, inside a form whose values hold `HelpDeskValues`
 * (react-hook-form context). Laid out in the caller's grid.
 */
export function HelpDeskFields({ idPrefix }: { idPrefix: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<HelpDeskValues>();

  const field = (path: HelpDeskPath, kind: 'tel' | 'email' | 'textarea') => {
    const id = `${idPrefix}-${path.replace('.', '-')}`;
    const error = messageAt(errors as FieldErrors, path);
    const common = { id, ...controlAria(id, { error }), ...register(path) };
    return (
      <div className={kind === 'textarea' ? styles.wide : undefined}>
        <FormField id={id} label={LABELS[path]} optional error={error}>
          {kind === 'textarea' ? (
            <textarea className={`${formStyles.input} ${styles.textarea}`} {...common} />
          ) : (
            <input className={formStyles.input} type={kind} autoComplete="off" {...common} />
          )}
        </FormField>
      </div>
    );
  };

  return (
    <>
      {field('help_desk_contact_num', 'tel')}
      {field('help_desk_email_id', 'email')}
      {field('extra_data.tollFreeNumber', 'tel')}
      {field('help_desk_custom_message', 'textarea')}
      {field('extra_data.important_note', 'textarea')}
    </>
  );
}
