import type { Profile, SidebarItem } from '@motorpool/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adminItems,
  adminProfile,
  branchManagerItems,
  branchManagerProfile,
  driverItems,
  driverProfile,
  hubManagerProfile,
  organisationOptions,
  systemAdminItems,
  systemAdminProfile,
} from '../test-support/navigation-fixtures';
import { Sidebar, type SidebarProps } from './Sidebar';
import { splitTopBar, TOP_BAR_MORE_WIDTH } from './sidebar-rules';

const helpDesk = { phone: '+61 3 9000 1234', email: 'help@motorpool.test', message: 'Open 8am–6pm' };

function renderBar(props: Partial<SidebarProps> = {}) {
  const user = userEvent.setup();
  const view = render(
    <Sidebar placement="top" status="ready" items={adminItems} profile={adminProfile} logoUrl="/my-bookings" helpDesk={helpDesk} {...props} />,
  );
  return { user, ...view };
}

const menuList = () => screen.getByRole('list', { name: 'Menu' });
const rowLabels = () =>
  within(menuList())
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === menuList())
    .map((item) => item.firstElementChild?.textContent);

/**
 * jsdom has no layout: the row measures `rowWidth` and each of its entries
 * `entryWidth`, as a browser would report them.
 */
function layOut(rowWidth: number, entryWidth: number) {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.matches('ul[aria-label="Menu"]');
    const entry = this.parentElement?.matches('ul[aria-label="Menu"]') ?? false;
    const width = row ? rowWidth : entry ? entryWidth : 0;
    return { width, height: 40, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 40, toJSON: () => ({}) } as DOMRect;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('splitTopBar', () => {
  const widths: Record<string, number> = Object.fromEntries(adminItems.map((item) => [item.key, 100]));
  const widthOf = (key: string) => widths[key];

  it('keeps every item in the row when they all fit, with no More', () => {
    expect(splitTopBar(adminItems, widthOf, 1000)).toEqual({ visible: adminItems, more: [] });
  });

  it('keeps the items that fit beside More and puts the rest under it, in order', () => {
    const { visible, more } = splitTopBar(adminItems, widthOf, 999, 120);
    expect(visible.map((item) => item.key)).toEqual(adminItems.slice(0, 8).map((item) => item.key));
    expect(more.map((item) => item.key)).toEqual(['tags', 'settings']);
    expect(splitTopBar(adminItems, widthOf, 450).visible).toHaveLength(Math.floor((450 - TOP_BAR_MORE_WIDTH) / 100));
  });

  it('puts everything under More when not even one item fits', () => {
    expect(splitTopBar(adminItems, widthOf, 150, 100)).toEqual({ visible: [], more: adminItems });
  });

  it('counts an item not measured yet as fitting, so it gets drawn and measured', () => {
    const partly = (key: string) => (key === 'tags' || key === 'settings' ? undefined : 100);
    expect(splitTopBar(adminItems, partly, 800).visible).toHaveLength(10);
  });

  it('falls back to the side bar’s 8 items before the bar has a width', () => {
    const { visible, more } = splitTopBar(adminItems, widthOf, 0);
    expect(visible).toHaveLength(8);
    expect(more.map((item) => item.key)).toEqual(['tags', 'settings']);
  });
});

describe('Sidebar placement="top"', () => {
  it('lays the items out in a row across the page, with no collapse control', () => {
    layOut(2000, 120);
    renderBar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveAttribute('data-placement', 'top');
    expect(rowLabels()).toEqual(adminItems.map((item) => item.label));
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /sidebar$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vehicles' })).toHaveAttribute('href', '/vehicles');
  });

  it('keeps the items that fit and puts the rest under More', async () => {
    layOut(700, 150);
    const { user } = renderBar();
    // 700 px: More (150) and three items of 150.
    expect(rowLabels()).toEqual(['Dashboard', 'Bookings', 'Vehicles', 'More']);
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);
    const list = within(screen.getByRole('list', { name: 'More' }));
    expect(list.getByRole('link', { name: 'Branches' })).toHaveAttribute('href', '/branches');
    expect(list.getByRole('link', { name: 'Custom Fields' })).toHaveAttribute('href', '/tags');
    // A group under More opens in place inside the drop-down.
    await user.click(list.getByRole('button', { name: 'Settings' }));
    expect(list.getByRole('link', { name: 'User Roles' })).toHaveAttribute('href', '/user-roles');
  });

  it('shows 8 items then More where nothing can be measured', () => {
    renderBar();
    expect(rowLabels()).toEqual([...adminItems.slice(0, 8).map((item) => item.label), 'More']);
  });

  it('opens a group as a drop-down from the keyboard and moves through it with the arrows', async () => {
    const { user } = renderBar();
    const users = screen.getByRole('button', { name: 'Users' });
    expect(users).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'All Users' })).not.toBeInTheDocument();

    users.focus();
    await user.keyboard('{ArrowDown}');
    expect(users).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'All Users' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Invite Users' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Non-Registered Drivers' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'All Users' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Non-Registered Drivers' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(users).toHaveAttribute('aria-expanded', 'false');
    expect(users).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(users).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Non-Registered Drivers' })).toHaveFocus();
    await user.keyboard('{Escape}');

    await user.keyboard('{Enter}');
    expect(users).toHaveAttribute('aria-expanded', 'true');
    expect(users).toHaveFocus();
    await user.keyboard(' ');
    expect(users).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes a drop-down when focus moves on, on a press outside, and when one of its links is followed', async () => {
    const onNavigate = vi.fn(() => true);
    const { user } = renderBar({ onNavigate });
    const users = screen.getByRole('button', { name: 'Users' });

    await user.click(users);
    expect(users).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.body);
    expect(users).toHaveAttribute('aria-expanded', 'false');

    users.focus();
    await user.keyboard('{End}');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Non-Registered Drivers' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Branches' })).toHaveFocus();
    expect(users).toHaveAttribute('aria-expanded', 'false');

    await user.click(users);
    await user.click(screen.getByRole('link', { name: 'Invite Users' }));
    expect(onNavigate).toHaveBeenCalledWith('/invite-users');
    expect(users).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves between the bar’s controls with Left and Right', async () => {
    const { user } = renderBar();
    screen.getByRole('link', { name: 'Dashboard' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Bookings' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Users' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('link', { name: 'Harbour City Fleet home' })).toHaveFocus();
    // Round the end: from the logo back to the user menu at the right end.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Account menu for Alex Admin' })).toHaveFocus();
  });

  it('marks the current page, and the drop-down that holds it', async () => {
    const { user } = renderBar({ currentPath: '/invite-users' });
    const users = screen.getByRole('button', { name: 'Users' });
    expect(users).toHaveAttribute('data-current', 'true');
    expect(users).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'More' })).not.toHaveAttribute('data-current');
    await user.click(users);
    expect(screen.getByRole('link', { name: 'Invite Users' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page')).toHaveLength(1);
  });

  it('marks a top-level page in the row', () => {
    renderBar({ currentPath: '/vehicles/12' });
    expect(screen.getByRole('link', { name: 'Vehicles' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'More' })).not.toHaveAttribute('data-current');
  });

  it('marks More when the current page is under it', () => {
    renderBar({ currentPath: '/tags' });
    expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('data-current', 'true');
  });

  it('opens the help panels from the right end; Escape closes one and gives focus back', async () => {
    const { user } = renderBar({ userManualUrl: 'https://docs.example.test/manual.pdf' });
    const help = within(screen.getByRole('list', { name: 'Help' }));
    const helpDeskButton = help.getByRole('button', { name: 'Helpdesk Information' });
    await user.click(helpDeskButton);
    const panel = screen.getByRole('region', { name: 'Helpdesk Information' });
    expect(within(panel).getByRole('link', { name: 'help@motorpool.test' })).toHaveAttribute('href', 'mailto:help@motorpool.test');
    within(panel).getByRole('link', { name: '+61 3 9000 1234' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Helpdesk Information' })).not.toBeInTheDocument();
    expect(helpDeskButton).toHaveFocus();

    await user.click(help.getByRole('button', { name: 'User Manual' }));
    expect(screen.getByRole('link', { name: 'Open the User Manual' })).toHaveAttribute('href', 'https://docs.example.test/manual.pdf');
  });

  it('opens the user drop menu from the right end, moving through it with the arrows', async () => {
    const { user } = renderBar();
    const account = screen.getByRole('button', { name: 'Account menu for Alex Admin' });
    await user.click(account);
    const menu = within(screen.getByRole('group', { name: 'Account' }));
    menu.getByRole('link', { name: 'Profile' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(menu.getByRole('link', { name: 'Company Settings' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(menu.getByRole('link', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Account' })).not.toBeInTheDocument();
    expect(account).toHaveFocus();
  });

  describe('applies the same rules per role', () => {
    const openAccount = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.click(screen.getByRole('button', { name: /^Account menu for/ }));
      return within(screen.getByRole('group', { name: 'Account' }));
    };

    it.each<[string, SidebarItem[], Profile, Partial<SidebarProps>, string[]]>([
      ['an admin', adminItems, adminProfile, {}, ['Profile', 'Company Settings', 'Sign out']],
      ['a driver', driverItems, driverProfile, {}, ['Profile', 'Sign out']],
    ])('%s: the menu it is given and Company Settings only with organisation_write', async (_who, items, profile, props, links) => {
      const { user } = renderBar({ items, profile, ...props });
      expect(rowLabels()).toEqual(items.length > 8 ? [...items.slice(0, 8).map((item) => item.label), 'More'] : items.map((item) => item.label));
      const menu = await openAccount(user);
      expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual(links);
    });

    it('a system admin: My Board, Back to my board and Create Organization, and organisation switching', async () => {
      const onSwitchOrganisation = vi.fn();
      const { user } = renderBar({ items: systemAdminItems, profile: systemAdminProfile, organisationOptions, onSwitchOrganisation });
      expect(rowLabels().slice(0, 3)).toEqual(['My Board', 'Back to my board', 'Create Organization']);
      const menu = await openAccount(user);
      await user.click(menu.getByRole('button', { name: 'Switch Organisation' }));
      await user.click(menu.getByRole('button', { name: 'Northern Rivers Carshare' }));
      expect(onSwitchOrganisation).toHaveBeenCalledWith(13);
      expect(screen.queryByRole('group', { name: 'Account' })).not.toBeInTheDocument();
    });

    it('an admin is offered no organisation switching', async () => {
      const { user } = renderBar({ organisationOptions, onSwitchOrganisation: vi.fn() });
      const menu = await openAccount(user);
      expect(menu.queryByRole('button', { name: 'Switch Organisation' })).not.toBeInTheDocument();
    });

    it('a hub manager with additional hubs switches hub', async () => {
      const onSwitchHub = vi.fn();
      const { user } = renderBar({ items: branchManagerItems, profile: hubManagerProfile, onSwitchHub });
      const menu = await openAccount(user);
      await user.click(menu.getByRole('button', { name: 'Switch Hub' }));
      await user.click(menu.getByRole('button', { name: 'Southbank' }));
      expect(onSwitchHub).toHaveBeenCalledWith(22);
    });

    it('a CustomFleet branch manager switches branch; a Driver with the same branches cannot', async () => {
      const onSwitchBranch = vi.fn();
      const { user, rerender } = renderBar({ items: branchManagerItems, profile: branchManagerProfile, onSwitchBranch });
      let menu = await openAccount(user);
      await user.click(menu.getByRole('button', { name: 'Switch Branch' }));
      await user.click(menu.getByRole('button', { name: 'Bendigo' }));
      expect(onSwitchBranch).toHaveBeenCalledWith(33);

      rerender(
        <Sidebar
          placement="top"
          status="ready"
          items={branchManagerItems}
          profile={{ ...branchManagerProfile, role: { pk: 3, name: 'Driver' }, permissions: ['driver_user', 'view_my_bookings'] }}
          onSwitchBranch={onSwitchBranch}
        />,
      );
      menu = await openAccount(user);
      expect(menu.queryByRole('button', { name: 'Switch Branch' })).not.toBeInTheDocument();
    });
  });

  it('announces switching outcomes under the bar', () => {
    renderBar({ notice: { tone: 'error', message: 'Failed to Update!' }, onDismissNotice: vi.fn() });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to Update!');
  });

  it('shows a loading row and the failure with Try again', async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Sidebar placement="top" status="loading" />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading menu…');

    rerender(<Sidebar placement="top" status="error" error="Menu unavailable" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Menu unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
