import type { TagGroup } from '@motorpool/api';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import * as formStyles from '../../ui/form/form.css';
import { CustomField } from '../custom/CustomField';
import { customFieldKey } from '../custom/custom-fields';
import { FormSection } from './FormSection';
import * as layout from './layout.css';

export type CustomFieldsSectionProps<Values extends FieldValues> = {
  title: string;
  control: Control<Values>;
  /** The organisation's custom fields of the record; null while unknown. */
  groups: readonly TagGroup[] | null;
  /** Why they could not be loaded. */
  listError?: string;
  fieldId: (path: string) => string;
  errorAt: (path: string) => string | undefined;
  /** Fields that go with the custom fields (the airport tags of a branch). */
  children?: ReactNode;
};

/**
 * A record's custom fields, each held at `custom.<key>` of the form's values;
 * shown when there are any, or to say why they could not be loaded.
 */
export function CustomFieldsSection<Values extends FieldValues>({
  title,
  control,
  groups,
  listError,
  fieldId,
  errorAt,
  children,
}: CustomFieldsSectionProps<Values>) {
  if (!listError && !groups?.length) return null;
  return (
    <FormSection title={title}>
      {listError && <p className={`${formStyles.error} ${layout.wide}`}>{listError}</p>}
      {(groups ?? []).map((group) => {
        const path = `custom.${customFieldKey(group)}`;
        return (
          <Controller
            key={group.pk}
            control={control}
            name={path as Path<Values>}
            render={({ field }) => (
              <CustomField group={group} id={fieldId(path)} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errorAt(path)} />
            )}
          />
        );
      })}
      {children}
    </FormSection>
  );
}
