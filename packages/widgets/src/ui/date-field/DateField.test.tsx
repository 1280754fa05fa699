import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField';

function Harness({ initial = '', onChange = vi.fn(), min, max }: { initial?: string; onChange?: (value: string) => void; min?: string; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="dob">Date of Birth</label>
      <DateField
        id="dob"
        label="Date of Birth"
        value={value}
        min={min}
        max={max}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('DateField', () => {
  it('turns a typed dd/mm/yyyy into yyyy-MM-dd and keeps other text as typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Date of Birth');

    await user.type(input, '1/2/1990');
    expect(screen.getByTestId('value')).toHaveTextContent('1990-02-01');
    await user.tab();
    expect(input).toHaveValue('01/02/1990');

    await user.clear(input);
    await user.type(input, '31/02/1990');
    expect(screen.getByTestId('value')).toHaveTextContent('31/02/1990');
    await user.clear(input);
    expect(screen.getByTestId('value')).toHaveTextContent('');
  });

  it('picks a day from a calendar that offers only days within the bounds', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2025-06-10" min="2025-06-05" max="2025-06-15" />);
    const toggle = screen.getByRole('button', { name: 'Choose Date of Birth' });

    await user.click(toggle);
    const calendar = screen.getByRole('dialog', { name: 'Date of Birth' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The month is loaded on the first open.
    await within(calendar).findByRole('grid');
    expect(calendar.querySelector('[data-day="2025-06-04"] button, [data-day="2025-06-04"]')).toHaveAttribute('data-disabled', 'true');

    await user.click(screen.getByRole('button', { name: /June 12th, 2025/ }));
    expect(screen.getByTestId('value')).toHaveTextContent('2025-06-12');
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('12/06/2025');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Date of Birth')).toHaveFocus();
  });

  it('closes the calendar on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Choose Date of Birth' });

    await user.click(toggle);
    await within(screen.getByRole('dialog')).findByRole('grid');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });
});
