import { messages } from '@motorpool/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bookings, employee, tagGroups, userFormOptions } from '../test-support/user-form-fixtures';
import { NO_BOOKINGS_TEXT, UserDetail, type UserDetailProps } from './UserDetail';

const branches = [...userFormOptions.branches, ...userFormOptions.hubs];

function renderDetail(props: Partial<UserDetailProps> = {}) {
  const user = userEvent.setup();
  render(<UserDetail employee={employee} tagGroups={tagGroups} branches={branches} {...props} />);
  return { user };
}

const section = (name: string) => within(screen.getByRole('region', { name }));
/** The value shown under a label. */
const shownValue = (name: string, label: string) => {
  const term = section(name).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

describe('UserDetail (spec §2 read-only detail)', () => {
  it('shows General Details and License Details with the labels of spec §3', () => {
    renderDetail();
    expect(screen.getByRole('heading', { name: /User Details/ })).toHaveTextContent('Riley Nguyen');
    expect(shownValue('General Details', 'Employee ID')).toHaveTextContent('E-1009');
    expect(shownValue('General Details', "Line Manager's Email")).toHaveTextContent('morgan@example.test');
    expect(shownValue('General Details', 'Date of Birth')).toHaveTextContent('12/04/1990');
    expect(shownValue('General Details', 'Contact Number')).toHaveTextContent('+61 412345678');
    expect(shownValue('General Details', 'Branch')).toHaveTextContent('Docklands');
    expect(shownValue('General Details', 'Department')).toHaveTextContent('Operations, Service');
    expect(shownValue('General Details', 'User Status')).toHaveTextContent('Active');
    expect(shownValue('License Details', 'License Expiry Date')).toHaveTextContent('31/03/2027');
    expect(shownValue('License Details', 'License Class')).toHaveTextContent('C, LR');
    expect(shownValue('License Details', 'License Expiry Reminder')).toHaveTextContent('Yes');
    expect(shownValue('License Details', 'Reminder recipients')).toHaveTextContent('Morgan Admin');
    expect(within(shownValue('License Details', 'front photo')).getByRole('img', { name: 'Licence front photo' })).toBeInTheDocument();
    expect(shownValue('License Details', 'back photo')).toHaveTextContent('—');
  });

  it("says 'Phone Number' in the fleet-share brand", () => {
    renderDetail({ theme: 'fleet-share' });
    expect(shownValue('General Details', 'Phone Number')).toHaveTextContent('+61 412345678');
  });

  it("lists a long list's first items and opens the rest under 'View More'", async () => {
    const { user } = renderDetail();
    const tags = shownValue('General Details', 'Associated Tags');
    expect(tags).toHaveTextContent('night-shift, ev-trained');
    expect(tags).not.toHaveTextContent('first-aid');

    const more = within(tags).getByRole('button', { name: 'View More, Associated Tags' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    const popover = screen.getByRole('dialog', { name: 'Associated Tags' });
    expect(
      within(popover)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(employee.employee_details!.employees_extension.associated_tags);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
  });

  it('shows the custom fields as stored types read: Yes/No, dd/MM/yyyy, lists', () => {
    renderDetail();
    expect(shownValue('Other Details', 'Dangerous Goods Certified')).toHaveTextContent('Yes');
    expect(shownValue('Other Details', 'Smoker')).toHaveTextContent('No');
    expect(shownValue('Other Details', 'Induction Date')).toHaveTextContent('01/02/2024');
    expect(shownValue('Other Details', 'Trainings')).toHaveTextContent('Towing, First Aid');
    expect(shownValue('Other Details', 'Preferred Pickup Time')).toHaveTextContent('07:45 AM');
  });

  it("opens the hubs a user is associated with under 'View Details', titled 'Other Details'", async () => {
    const { user } = renderDetail();
    const hubs = shownValue('Other Details', 'Association to Additional Hubs');
    expect(hubs).toHaveTextContent('1 hub');

    await user.click(within(hubs).getByRole('button', { name: 'View Details, Association to Additional Hubs' }));

    const popover = screen.getByRole('dialog', { name: 'Other Details' });
    expect(within(popover).getByRole('heading', { name: 'Other Details' })).toBeInTheDocument();
    expect(within(popover).getByRole('listitem')).toHaveTextContent('Melbourne Hub');
    expect(shownValue('Other Details', 'Association to Additional Branches')).toHaveTextContent('2 branches');
  });

  it('shows neither the Hub nor the additional hubs while the organisation has hubs off', () => {
    renderDetail({ hubsEnabled: false });
    expect(section('General Details').queryByText('Hub', { selector: 'dt' })).not.toBeInTheDocument();
    expect(section('Other Details').queryByText('Association to Additional Hubs', { selector: 'dt' })).not.toBeInTheDocument();
    expect(shownValue('Other Details', 'Association to Additional Branches')).toHaveTextContent('2 branches');
  });

  it('shows the stored values as they are when the custom fields are unknown', () => {
    renderDetail({ tagGroups: null });
    expect(shownValue('Other Details', 'Dangerous Goods')).toHaveTextContent('true');
  });

  it('says there are no bookings to show when none are given', () => {
    renderDetail();
    expect(section('Bookings').getByText(NO_BOOKINGS_TEXT)).toBeInTheDocument();
    expect(section('Bookings').queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists the bookings it is given', () => {
    renderDetail({ bookings });
    const table = section('Bookings').getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Vehicle Name', 'Date-Time']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Toyota Corolla Hybrid · ABC12320/06/2025 09:00 AM – 20/06/2025 05:00 PM');
  });

  it("says 'Failed to fetch employee details' with a retry, and that it is loading", async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<UserDetail status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading user details…');

    rerender(<UserDetail status="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.userForm.fetchFailed);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
