import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  adminItems,
  adminProfile,
  branchManagerProfile,
  driverItems,
  driverProfile,
  hubManagerProfile,
  organisationOptions,
  systemAdminProfile,
} from '../test-support/navigation-fixtures';
import { Sidebar, type SidebarProps } from './Sidebar';
import * as styles from './Sidebar.css';

function renderSidebar(props: Partial<SidebarProps> = {}) {
  const user = userEvent.setup();
  const view = render(<Sidebar status="ready" items={adminItems} profile={adminProfile} logoUrl="/my-bookings" {...props} />);
  return { user, ...view };
}

const openUserMenu = async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: /^Account menu for/ }));

describe('Sidebar', () => {
  it('shows 8 items of the left group and puts the rest under More', async () => {
    const { user } = renderSidebar();
    const menu = screen.getByRole('list', { name: 'Menu' });
    const topLevel = within(menu)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === menu);
    expect(topLevel).toHaveLength(9);
    expect(topLevel.slice(0, 8).map((item) => item.firstElementChild?.textContent)).toEqual([
      'Dashboard',
      'Bookings',
      'Vehicles',
      'Users',
      'Branches',
      'Incidents',
      'Tracking',
      'Reports',
    ]);
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Custom Fields' })).not.toBeInTheDocument();

    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('list', { name: 'More' })).getByRole('link', { name: 'Custom Fields' })).toHaveAttribute('href', '/tags');
  });

  it('has no More with 8 items or fewer', () => {
    renderSidebar({ items: adminItems.slice(0, 8) });
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('opens items with children and marks the current page, opening its parent', async () => {
    const { user } = renderSidebar({ currentPath: '/invite-users' });
    const users = screen.getByRole('button', { name: 'Users' });
    expect(users).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Invite Users' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');

    await user.click(users);
    expect(users).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the nearest parent page of a detail page as current', () => {
    renderSidebar({ currentPath: '/users/42' });
    expect(screen.getByRole('link', { name: 'All Users' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page')).toHaveLength(1);
  });

  it('collapses to 58 px with icons named for assistive technology, and expands again', async () => {
    const onCollapsedChange = vi.fn();
    const { user } = renderSidebar({ onCollapsedChange });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveClass(styles.root.expanded);
    expect(nav).toHaveAttribute('data-collapsed', 'false');

    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));

    expect(nav).toHaveClass(styles.root.collapsed);
    expect(nav).toHaveAttribute('data-collapsed', 'true');
    expect(onCollapsedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows links through onNavigate on a plain click only', async () => {
    const onNavigate = vi.fn();
    const { user } = renderSidebar({ onNavigate });
    await user.click(screen.getByRole('link', { name: 'Vehicles' }));
    expect(onNavigate).toHaveBeenCalledWith('/vehicles');
    await user.click(screen.getByRole('link', { name: 'Harbour City Fleet home' }));
    expect(onNavigate).toHaveBeenLastCalledWith('/my-bookings');
  });

  it('opens the Helpdesk Information panel, and the User Manual only when there is one', async () => {
    const { user, rerender } = renderSidebar({
      helpDesk: { phone: '+61 3 9000 1234', email: 'help@motorpool.test', message: 'Open 8am–6pm' },
    });
    expect(screen.queryByRole('button', { name: 'User Manual' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Helpdesk Information' }));
    const panel = screen.getByRole('region', { name: 'Helpdesk Information' });
    expect(within(panel).getByRole('link', { name: '+61 3 9000 1234' })).toHaveAttribute('href', 'tel:+61390001234');
    expect(within(panel).getByRole('link', { name: 'help@motorpool.test' })).toHaveAttribute('href', 'mailto:help@motorpool.test');
    expect(panel).toHaveTextContent('Open 8am–6pm');

    rerender(<Sidebar status="ready" items={adminItems} profile={adminProfile} helpDesk={null} userManualUrl="https://docs.example.test/manual.pdf" />);
    expect(screen.queryByRole('button', { name: 'Helpdesk Information' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'User Manual' }));
    expect(screen.getByRole('link', { name: 'Open the User Manual' })).toHaveAttribute('href', 'https://docs.example.test/manual.pdf');
  });

  it('opens the panels in place of the server’s helpdesk and user-manual items', async () => {
    const { user } = renderSidebar({
      items: [
        ...driverItems,
        { key: 'user-manual', label: 'User Manual', url: null, icon: 'menu_book', group: 'bottom' },
        { key: 'helpdesk', label: 'Helpdesk Information', url: null, icon: 'support_agent', group: 'bottom' },
      ],
      helpDesk: { phone: null, email: 'help@motorpool.test', message: null },
      userManualUrl: 'https://docs.example.test/manual.pdf',
    });
    const help = screen.getByRole('list', { name: 'Help' });
    expect(
      within(help)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['User Manual', 'Helpdesk Information']);
    await user.click(screen.getByRole('button', { name: 'Helpdesk Information' }));
    expect(screen.getByRole('link', { name: 'help@motorpool.test' })).toBeInTheDocument();
  });

  it('shows who is signed in, Profile and Sign out, and Company Settings only with organisation_write', async () => {
    const { user, rerender } = renderSidebar();
    await openUserMenu(user);
    const menu = screen.getByRole('group', { name: 'Account' });
    expect(menu).toHaveTextContent('Alex Admin');
    expect(menu).toHaveTextContent('alex@example.test');
    expect(menu).toHaveTextContent('Admin');
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('link', { name: 'Company Settings' })).toHaveAttribute('href', '/company-settings');
    expect(within(menu).getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');

    rerender(<Sidebar status="ready" items={driverItems} profile={driverProfile} />);
    expect(screen.queryByRole('link', { name: 'Company Settings' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('offers organisation switching to system admins only', async () => {
    const onSwitchOrganisation = vi.fn();
    const { user, rerender } = renderSidebar({ profile: systemAdminProfile, organisationOptions, onSwitchOrganisation });
    await openUserMenu(user);
    await user.click(screen.getByRole('button', { name: 'Switch Organisation' }));
    const choices = screen.getByRole('list', { name: 'Switch Organisation' });
    expect(within(choices).getByRole('button', { name: /Harbour City Fleet/ })).toBeDisabled();
    await user.click(within(choices).getByRole('button', { name: 'Northern Rivers Carshare' }));
    expect(onSwitchOrganisation).toHaveBeenCalledWith(13);

    rerender(
      <Sidebar
        status="ready"
        items={adminItems}
        profile={adminProfile}
        organisationOptions={organisationOptions}
        onSwitchOrganisation={onSwitchOrganisation}
      />,
    );
    await openUserMenu(user);
    expect(screen.queryByRole('button', { name: 'Switch Organisation' })).not.toBeInTheDocument();
  });

  it.each([
    ['a Hub Manager with additional hubs', true, hubManagerProfile],
    [
      'a HubBranch user with additional hubs',
      true,
      { ...hubManagerProfile, role: { pk: 6, name: 'HubBranch' }, permissions: ['hub_switch', 'view_my_bookings'] },
    ],
    ['a Hub Manager without additional hubs', false, { ...hubManagerProfile, additional_hubs: [] }],
    [
      'a Hub Manager whose organisation has hubs turned off',
      false,
      { ...hubManagerProfile, current_organisation: { ...hubManagerProfile.current_organisation!, hubs_enabled: false } },
    ],
    [
      'a Branch Manager with additional hubs',
      false,
      { ...hubManagerProfile, role: { pk: 4, name: 'Branch Manager' }, permissions: ['is_branch_manager', 'view_my_bookings'] },
    ],
    ['a renamed hub role with additional hubs', true, { ...hubManagerProfile, role: { pk: 5, name: 'Regional Lead' } }],
  ])('Switch Hub for %s: shown %s', async (_who, shown, profile) => {
    const onSwitchHub = vi.fn();
    const { user } = renderSidebar({ profile, onSwitchHub });
    await openUserMenu(user);
    if (!shown) {
      expect(screen.queryByRole('button', { name: 'Switch Hub' })).not.toBeInTheDocument();
      return;
    }
    await user.click(screen.getByRole('button', { name: 'Switch Hub' }));
    await user.click(screen.getByRole('button', { name: 'Richmond' }));
    expect(onSwitchHub).toHaveBeenCalledWith(23);
  });

  it.each([
    ['a CustomFleet Branch Manager with additional branches', true, branchManagerProfile],
    ['a Branch Manager outside CustomFleet', false, { ...branchManagerProfile, current_organisation: adminProfile.current_organisation }],
    ['a CustomFleet Branch Manager without additional branches', false, { ...branchManagerProfile, additional_branches: [] }],
    [
      'a CustomFleet Driver with additional branches',
      false,
      { ...branchManagerProfile, role: { pk: 3, name: 'Driver' }, permissions: ['driver_user', 'view_my_bookings'] },
    ],
    ['a renamed branch manager role with additional branches', true, { ...branchManagerProfile, role: { pk: 4, name: 'Site Lead' } }],
  ])('Switch Branch for %s: shown %s', async (_who, shown, profile) => {
    const onSwitchBranch = vi.fn();
    const { user } = renderSidebar({ profile, onSwitchBranch });
    await openUserMenu(user);
    if (!shown) {
      expect(screen.queryByRole('button', { name: 'Switch Branch' })).not.toBeInTheDocument();
      return;
    }
    await user.click(screen.getByRole('button', { name: 'Switch Branch' }));
    const choices = screen.getByRole('list', { name: 'Switch Branch' });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Geelongcurrent', 'Ballarat', 'Bendigo']);
    await user.click(within(choices).getByRole('button', { name: 'Bendigo' }));
    expect(onSwitchBranch).toHaveBeenCalledWith(33);
  });

  it('hides hub and branch switching without a handler', async () => {
    const { user } = renderSidebar({ profile: hubManagerProfile });
    await openUserMenu(user);
    expect(screen.queryByRole('button', { name: 'Switch Hub' })).not.toBeInTheDocument();
  });

  it('announces switching outcomes', () => {
    const { rerender } = renderSidebar({ notice: { tone: 'success', message: 'Hub Updated Successfully!' } });
    expect(screen.getByRole('status')).toHaveTextContent('Hub Updated Successfully!');
    rerender(<Sidebar status="ready" items={adminItems} notice={{ tone: 'error', message: 'Failed to Update!' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to Update!');
  });

  it('shows a skeleton while loading and the failure with Try again', async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Sidebar status="loading" />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading menu…');

    rerender(<Sidebar status="error" error="Authentication credentials were not provided or have expired." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication credentials were not provided or have expired.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
