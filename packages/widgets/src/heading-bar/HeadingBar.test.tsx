import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerPageItems, customFleetUsersItems, usersPageItems } from '../test-support/navigation-fixtures';
import { PHONE_SCREEN } from '../theme/media';
import { HeadingBar, type HeadingBarProps } from './HeadingBar';

function renderBar(props: Partial<HeadingBarProps> = {}) {
  const user = userEvent.setup();
  const handlers = { onNavigate: vi.fn(), onExport: vi.fn(), onEmit: vi.fn(), onTabChange: vi.fn() };
  const view = render(<HeadingBar crumbs={['Users']} {...handlers} {...props} />);
  return { user, ...handlers, ...view };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('HeadingBar', () => {
  it('replaces a colon crumb by the route parameter and titles the page with the last crumb', () => {
    renderBar({ crumbs: ['Customers', ':status', ':id'], params: { status: 'active', id: 'Acme Pty Ltd' }, subtitle: 'Customer since 2021' });
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['Customers', '/active', '/Acme Pty Ltd']);
    expect(screen.getByText('Acme Pty Ltd', { selector: '[aria-current="page"]' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Acme Pty Ltd');
    expect(screen.getByText('Customer since 2021')).toBeInTheDocument();
  });

  it('uses the tab label for the last crumb', () => {
    renderBar({ crumbs: ['Customers', ':id'], params: { id: '42' }, tabLabel: 'Notes' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Notes');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Customers/Notes');
  });

  it('exports in the chosen permitted format with the table and sync flag', async () => {
    const { user, onExport } = renderBar({
      items: [{ ...usersPageItems[0]!, extra_data: { formats: ['csv', 'xlsx'], table: 'employees', sync: false } }],
    });
    const exportButton = screen.getByRole('button', { name: 'Export' });
    await user.click(exportButton);
    expect(exportButton).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(screen.getByRole('list', { name: 'Export' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['CSV', 'XLSX']);
    await user.click(screen.getByRole('button', { name: 'XLSX' }));
    expect(onExport).toHaveBeenCalledWith({ format: 'xlsx', table: 'employees', sync: false });
    expect(screen.queryByRole('list', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('exports synchronously unless told otherwise', async () => {
    const { user, onExport } = renderBar({ items: usersPageItems });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    expect(onExport).toHaveBeenCalledWith({ format: 'csv', table: 'employees', sync: true });
  });

  it('goes to the import url, and logs an error when the import has none', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, onNavigate, rerender } = renderBar({ items: usersPageItems });
    await user.click(screen.getByRole('link', { name: 'Bulk Import' }));
    expect(onNavigate).toHaveBeenCalledWith('/users-import');

    rerender(<HeadingBar crumbs={['Users']} items={[{ ...usersPageItems[1]!, url: null }]} onNavigate={onNavigate} />);
    await user.click(screen.getByRole('button', { name: 'Bulk Import' }));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Bulk Import'));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('shows tasks, documents, notes and audits as tabs, except on add pages', async () => {
    const { user, onTabChange, rerender } = renderBar({ items: customerPageItems, activeTab: 'notes' });
    const tabs = screen.getByRole('group', { name: 'Sections' });
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((tab) => tab.textContent),
    ).toEqual(['Notes', 'Audits', 'Documents', 'Tasks']);
    expect(within(tabs).getByRole('button', { name: 'Notes' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(tabs).getByRole('button', { name: 'Audits' }));
    expect(onTabChange).toHaveBeenCalledWith('audits');
    await user.click(within(tabs).getByRole('button', { name: 'Notes' }));
    expect(onTabChange).toHaveBeenLastCalledWith(null);

    rerender(<HeadingBar crumbs={['Customers', 'Add']} items={customerPageItems} isAddPage />);
    expect(screen.queryByRole('group', { name: 'Sections' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reminder' })).toBeInTheDocument();
  });

  it('fires emitters with their name and extra data, and follows navigation buttons', async () => {
    const { user, onEmit, onNavigate } = renderBar({
      items: [...customerPageItems, { type: 'navigation_button', name: 'Open Tracking', url: '/tracking', icon: null, extra_data: null }],
    });
    await user.click(screen.getByRole('button', { name: 'Send Reminder' }));
    expect(onEmit).toHaveBeenCalledWith('Send Reminder', { channel: 'email' });
    await user.click(screen.getByRole('link', { name: 'Open Tracking' }));
    expect(onNavigate).toHaveBeenCalledWith('/tracking');
  });

  it('labels the add button New User on CustomFleet, with its drop-down of heading and sub-heading', async () => {
    const { user, onNavigate, rerender } = renderBar({ items: customFleetUsersItems, industry: 'CustomFleet' });
    const add = screen.getByRole('button', { name: 'New User' });
    await user.click(add);
    const options = within(screen.getByRole('list', { name: 'New User' })).getAllByRole('link');
    expect(options.map((option) => option.textContent)).toEqual([
      'Invite a driverSend an email invitation to join',
      'Bulk importUpload a spreadsheet of users',
    ]);
    await user.click(options[1]!);
    expect(onNavigate).toHaveBeenCalledWith('/users-import');

    rerender(<HeadingBar crumbs={['Users']} items={usersPageItems} industry="CustomFleet" />);
    expect(screen.getByRole('link', { name: 'New User' })).toHaveAttribute('href', '/invite-users');

    rerender(<HeadingBar crumbs={['Users']} items={customFleetUsersItems} industry="FleetSharing" />);
    expect(screen.getByRole('link', { name: 'Add User' })).toHaveAttribute('href', '/invite-users');
    expect(screen.queryByText('New User')).not.toBeInTheDocument();
  });

  it('shows refresh-state-of-charge with its tooltip on CustomFleet only', async () => {
    const { user, onEmit, rerender } = renderBar({ items: customFleetUsersItems, industry: 'CustomFleet' });
    const refresh = screen.getByRole('button', { name: 'Refresh State of Charge' });
    expect(refresh).toHaveAccessibleDescription('Refresh to fetch latest State of Charge');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Refresh to fetch latest State of Charge');
    await user.click(refresh);
    expect(onEmit).toHaveBeenCalledWith('refresh_state_of_charge', null);

    rerender(<HeadingBar crumbs={['Users']} items={customFleetUsersItems} industry="FleetSharing" />);
    expect(screen.queryByRole('button', { name: 'Refresh State of Charge' })).not.toBeInTheDocument();
  });
});

describe('HeadingBar with the server’s item shapes', () => {
  it('reads the CustomFleet add button and the refresh emitter as the server sends them', async () => {
    const onEmit = vi.fn();
    const user = userEvent.setup();
    render(
      <HeadingBar
        crumbs={['Vehicles']}
        industry="CustomFleet"
        onEmit={onEmit}
        items={[
          {
            type: 'navigation_button',
            name: 'New User',
            url: '/users/add/new',
            icon: 'person_add',
            extra_data: { dropdown: [{ heading: 'Invite Users', sub_heading: 'Send an invitation to register', url: '/invite-users' }] },
          },
          {
            type: 'emitter',
            name: 'Refresh State of Charge',
            icon: 'refresh',
            extra_data: { event: 'refresh-state-of-charge', tooltip: 'Refresh to fetch latest State of Charge' },
          },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'New User' }));
    expect(screen.getByRole('link', { name: /Invite Users/ })).toHaveAttribute('href', '/invite-users');
    await user.click(screen.getByRole('button', { name: 'Refresh State of Charge' }));
    expect(onEmit).toHaveBeenCalledWith('refresh_state_of_charge', expect.objectContaining({ event: 'refresh-state-of-charge' }));
  });
});

describe('HeadingBar on a phone', () => {
  beforeEach(() => {
    // jsdom has no matchMedia: this one answers as a phone's screen does.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === PHONE_SCREEN,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the main action in sight and folds the others into More actions', async () => {
    const { user, onExport, onNavigate } = renderBar({ items: usersPageItems });
    expect(screen.getByRole('link', { name: 'Add User' })).toHaveAttribute('href', '/invite-users');
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bulk Import' })).not.toBeInTheDocument();

    const more = screen.getByRole('button', { name: 'More actions' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('list', { name: 'More actions' });
    expect(more).toHaveAttribute('aria-controls', menu.id);
    const entries = within(menu)
      .getAllByRole('listitem')
      .map((entry) => entry.textContent);
    expect(entries).toEqual(['Export CSV', 'Export XLSX', 'Bulk Import']);
    // The first entry takes focus, so the list is read from its start.
    expect(within(menu).getByRole('button', { name: 'Export CSV' })).toHaveFocus();

    await user.click(within(menu).getByRole('button', { name: 'Export XLSX' }));
    expect(onExport).toHaveBeenCalledWith({ format: 'xlsx', table: 'employees', sync: true });
    expect(screen.queryByRole('list', { name: 'More actions' })).not.toBeInTheDocument();
    expect(more).toHaveFocus();

    await user.click(more);
    await user.click(screen.getByRole('link', { name: 'Bulk Import' }));
    expect(onNavigate).toHaveBeenCalledWith('/users-import');
    expect(screen.queryByRole('list', { name: 'More actions' })).not.toBeInTheDocument();
  });

  it('moves through the entries with the arrow keys, Home and End, and closes on Escape back to its button', async () => {
    const { user } = renderBar({ items: usersPageItems });
    const more = screen.getByRole('button', { name: 'More actions' });
    more.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('list', { name: 'More actions' });
    const csv = within(menu).getByRole('button', { name: 'Export CSV' });
    const importLink = within(menu).getByRole('link', { name: 'Bulk Import' });
    expect(csv).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('button', { name: 'Export XLSX' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(importLink).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(csv).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(importLink).toHaveFocus();
    await user.keyboard('{Home}');
    expect(csv).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'More actions' })).not.toBeInTheDocument();
    expect(more).toHaveFocus();
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus leaves it by Tab or a press lands outside', async () => {
    const { user } = renderBar({ items: usersPageItems });
    const more = screen.getByRole('button', { name: 'More actions' });
    await user.click(more);
    await user.keyboard('{End}');
    await user.tab();
    expect(screen.queryByRole('list', { name: 'More actions' })).not.toBeInTheDocument();

    await user.click(more);
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('list', { name: 'More actions' })).not.toBeInTheDocument();
  });

  it('folds every action when the page has no navigation button, and keeps a lone action as it is', async () => {
    const { user, onEmit, rerender } = renderBar({ items: customFleetUsersItems.filter((item) => item.type !== 'navigation_button'), industry: 'CustomFleet' });
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('button', { name: 'Refresh State of Charge' }));
    expect(onEmit).toHaveBeenCalledWith('refresh_state_of_charge', null);

    rerender(
      <HeadingBar
        crumbs={['Bookings']}
        items={[{ type: 'navigation_button', name: 'New Booking', url: '/my-bookings/add/new', icon: 'add', extra_data: null }]}
      />,
    );
    expect(screen.getByRole('link', { name: 'New Booking' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  });

  it('keeps the sections as a group beside the folded actions', async () => {
    const { user, onEmit } = renderBar({ items: [...customerPageItems, usersPageItems[0]!] });
    expect(screen.getByRole('group', { name: 'Sections' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('button', { name: 'Send Reminder' }));
    expect(onEmit).toHaveBeenCalledWith('Send Reminder', { channel: 'email' });
  });
});
