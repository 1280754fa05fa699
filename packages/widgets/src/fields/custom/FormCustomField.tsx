import { Controller, useFormContext } from 'react-hook-form';
import { CustomField, type CustomFieldProps } from './CustomField';
import { customFieldKey, type CustomFieldValue } from './custom-fields';

/** Every form with custom fields keeps them under `custom.g<pk>`, since group names are not safe paths. */
type CustomFieldsForm = { custom: Record<string, CustomFieldValue> };

/** A custom field bound to the surrounding form (its `FormProvider`) at `custom.g<pk>`. */
export function FormCustomField(props: Omit<CustomFieldProps, 'value' | 'onChange' | 'onBlur'>) {
  const { control } = useFormContext<CustomFieldsForm>();
  return (
    <Controller
      control={control}
      name={`custom.${customFieldKey(props.group)}`}
      render={({ field }) => <CustomField {...props} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
    />
  );
}
