import type { FieldValues } from 'react-hook-form';
import { controlAria } from '../../ui/field/FormField';
import { PhoneField } from '../../ui/phone-field/PhoneField';
import { ControlledFormField, type ControlledField } from './PersonFields';

// Its own module so that forms without a phone number do not load the phone metadata.
/** A phone number as the form holds it: dial code, number and country, as the server's `phone_parts` names them. */
type PhoneParts = { dial_code: string; number: string; country_code: string };

/** Contact (or Phone) Number: a dial code chosen by country, then the number. */
export function PhoneNumberField<T extends FieldValues>({ disabled, ...frame }: ControlledField<T, PhoneParts> & { label: string }) {
  const { id, required, error } = frame;
  return (
    <ControlledFormField
      {...frame}
      render={(field) => (
        <PhoneField
          id={id}
          name={field.name}
          value={{ dialCode: field.value.dial_code, number: field.value.number, countryCode: field.value.country_code }}
          onChange={(phone) => field.onChange({ dial_code: phone.dialCode, number: phone.number, country_code: phone.countryCode })}
          onBlur={field.onBlur}
          invalid={Boolean(error)}
          describedBy={controlAria(id, { error })['aria-describedby']}
          required={required}
          disabled={disabled}
        />
      )}
    />
  );
}
