import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PHONE, type PhoneValue } from './phone';
import { PhoneField } from './PhoneField';

function Harness() {
  const [value, setValue] = useState<PhoneValue>(DEFAULT_PHONE);
  return (
    <>
      <label htmlFor="phone">Phone Number</label>
      <PhoneField id="phone" value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

describe('PhoneField', () => {
  it('starts in Australia and keeps the dial code, number and country apart', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const country = screen.getByRole('combobox', { name: 'Country calling code' });
    expect(country).toHaveDisplayValue('Australia (+61)');

    await user.type(screen.getByLabelText('Phone Number'), '0412345678');
    await user.selectOptions(country, 'nz');

    expect(JSON.parse(screen.getByTestId('value').textContent ?? '')).toEqual({
      dialCode: '64',
      number: '0412345678',
      countryCode: 'nz',
    });
  });
});
