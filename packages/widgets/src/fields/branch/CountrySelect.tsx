import type { ComponentProps } from 'react';
import * as formStyles from '../../ui/form/form.css';
import { countryChoices } from './countries';

export type CountrySelectProps = Omit<ComponentProps<'select'>, 'children' | 'value'> & {
  value: string;
  /** The first, empty choice ('Select Country'). */
  placeholder?: string;
};

/** A country by ISO code; a held value the list does not know stays offered, so editing never drops it. */
export function CountrySelect({ value, placeholder = 'Select Country', className, ...select }: CountrySelectProps) {
  const choices = countryChoices();
  const held = value !== '' && !choices.some((country) => country.code === value);
  return (
    <select className={className ?? formStyles.input} value={value} {...select}>
      <option value="">{placeholder}</option>
      {held && <option value={value}>{value}</option>}
      {choices.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </select>
  );
}
