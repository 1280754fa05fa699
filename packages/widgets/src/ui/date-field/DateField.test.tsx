import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../session/session-store';
import { profile } from '../../test-support/fixtures';
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

  describe('weeks', () => {
    afterEach(() => sessionStore.getState().signOut());
    // The weekday row is hidden from assistive technology (each day's name says its weekday), so it is found by its class.
    const firstWeekday = async (calendar: HTMLElement) => {
      await within(calendar).findByRole('grid');
      return calendar.querySelector('.rdp-weekday')?.getAttribute('aria-label');
    };

    it('start on Monday, or on the day the organisation chose in its company settings', async () => {
      const user = userEvent.setup();
      const { unmount } = render(<Harness initial="2025-06-10" />);
      await user.click(screen.getByRole('button', { name: 'Choose Date of Birth' }));
      expect(await firstWeekday(screen.getByRole('dialog', { name: 'Date of Birth' }))).toBe('Monday');
      unmount();

      sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
      const organisation = { pk: 11, name: 'Demo Fleet', domain: null, logo: null, industry: 'Fleet' };
      sessionStore.getState().setProfile({
        ...profile,
        current_organisation: { ...organisation, formats: { date_format: 'dd/MM/yyyy', time_format: 'hh:mm a', first_day_of_week: 0 } },
      });
      render(<Harness initial="2025-06-10" />);
      await user.click(screen.getByRole('button', { name: 'Choose Date of Birth' }));
      expect(await firstWeekday(screen.getByRole('dialog', { name: 'Date of Birth' }))).toBe('Sunday');
    });
  });
});
