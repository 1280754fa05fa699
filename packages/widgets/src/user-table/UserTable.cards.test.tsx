import type { Employee } from '@motorpool/api';
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inBoxOfWidth } from '../test-support/narrow-box';
import { adminPermissions, employees, lookups } from '../test-support/user-table-fixtures';
import { initialUserTableQuery } from './store';
import { UserTable } from './UserTable';

function renderNarrowTable() {
  const handlers = {
    onQueryChange: vi.fn(),
    onHiddenColumnsChange: vi.fn(),
    onEdit: vi.fn<(employee: Employee) => void>(),
    onOpen: vi.fn(),
    onDelete: vi.fn(),
    onResetPassword: vi.fn(),
    onReactivate: vi.fn(),
    onUnlockSignIn: vi.fn(),
    onNotes: vi.fn(),
    onRaiseIncident: vi.fn(),
  };
  render(
    <UserTable
      status="ready"
      employees={employees}
      count={employees.length}
      query={initialUserTableQuery()}
      lookups={lookups}
      permissions={adminPermissions}
      {...handlers}
    />,
  );
  return handlers;
}

const cardOf = (name: string) => {
  const card = screen.getAllByRole('listitem').find((item) => within(item).queryByText(name, { selector: 'span' }));
  if (!card) throw new Error(`no card for ${name}`);
  return card;
};

/** The fields on a card's face: each column header with its value, as a screen reader pairs them. */
const faceOf = (card: HTMLElement) => {
  const face = card.querySelector(':scope > dl') as HTMLElement;
  const terms = within(face).getAllByRole('term');
  const values = within(face).getAllByRole('definition');
  return terms.map((term, index) => [term.textContent, values[index]?.textContent]);
};

describe('UserTable in a narrow box', () => {
  inBoxOfWidth(360);

  it('shows each user as a card: name, status, role and branch by their headers, the rest under More', async () => {
    renderNarrowTable();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Users' })).getAllByRole('listitem')).toHaveLength(employees.length);
    const sam = cardOf('Sam Okafor');
    expect(faceOf(sam)).toEqual([
      ['Name', 'Sam Okafor'],
      ['Branch', 'Parramatta'],
      ['Status', 'Active'],
      ['Role', expect.any(String)],
    ]);
    const more = within(sam).getByText('More');
    expect(more.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(more);
    expect(more.closest('details')).toHaveAttribute('open');
    const rest = within(more.closest('details') as HTMLElement);
    const terms = rest.getAllByRole('term');
    const department = terms.findIndex((term) => term.textContent === 'Department');
    expect(rest.getAllByRole('definition')[department]).toHaveTextContent('Operations, Sales');
    // The 23 data columns but the four on the face.
    expect(terms).toHaveLength(19);
    expect(rest.queryByText('Action')).not.toBeInTheDocument();
  });

  it('offers the row actions in one menu per card, and they work', async () => {
    const { onEdit } = renderNarrowTable();
    const user = userEvent.setup();
    const trigger = within(cardOf('Dana Driver')).getByRole('button', { name: 'Actions for Dana Driver' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const menu = screen.getByRole('menu', { name: 'Actions for Dana Driver' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toContain('Edit');
    await user.click(within(menu).getByRole('menuitem', { name: /^Edit/ }));
    expect(onEdit).toHaveBeenCalledWith(employees[0]);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('has no serious or critical axe violation (stories render the table in jsdom, which has no ResizeObserver)', async () => {
    renderNarrowTable();
    const { violations } = await axe.run(document.body, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
  });

  it('sorts from a list, as the cards have no headers', async () => {
    const { onQueryChange } = renderNarrowTable();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name, descending');
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ ordering: '-name' }));
  });
});

describe('UserTable in a box of 40rem or more', () => {
  inBoxOfWidth(640);

  it('keeps the table', () => {
    renderNarrowTable();
    expect(screen.getByRole('table', { name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Users' })).not.toBeInTheDocument();
  });
});
