import { messages } from '@motorpool/api';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListEditor, type ListEditorProps } from './ListEditor';
import { ListEditorAddForm } from './ListEditorAddForm';

type Fleet = { pk: number; name: string; size: number };

const FLEETS: Fleet[] = [
  { pk: 1, name: 'Pool cars', size: 12 },
  { pk: 2, name: 'Vans', size: 4 },
];

const COLUMNS = [
  { header: 'Name', cell: (fleet: Fleet) => fleet.name },
  { header: 'Vehicles', cell: (fleet: Fleet) => String(fleet.size) },
];

function renderList(props: Partial<ListEditorProps<Fleet>> = {}) {
  return render(<ListEditor items={FLEETS} nameOf={(fleet) => fleet.name} columns={COLUMNS} label="Fleets" summary="2 fleets" {...props} />);
}

/** An editor as a widget writes one: a field, and buttons that end the editing. */
function NameEditor({ fleet, close }: { fleet: Fleet; close: () => void }) {
  return (
    <>
      <input aria-label={`Name of ${fleet.name}`} defaultValue={fleet.name} />
      <button type="button" onClick={close}>
        Done
      </button>
    </>
  );
}

describe('ListEditor', () => {
  it('shows a row per item under the column headers, the summary, and the actions last', () => {
    renderList({ deletion: { title: () => '', message: () => '', onDelete: vi.fn() }, onEdit: vi.fn() });
    expect(screen.getByRole('status')).toHaveTextContent('2 fleets');
    const table = screen.getByRole('table', { name: 'Fleets' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Vehicles', 'Actions']);
    const vans = within(table).getByRole('row', { name: /Vans/ });
    expect(
      within(vans)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Vans', '4', 'EditDelete']);
    expect(within(vans).getByRole('button', { name: 'Edit Vans' })).toBeInTheDocument();
    expect(within(vans).getByRole('button', { name: 'Delete Vans' })).toBeInTheDocument();
  });

  it('shows the rows only to someone who may not change them', () => {
    renderList({ canManage: false, onEdit: vi.fn(), deletion: { title: () => '', message: () => '', onDelete: vi.fn() } });
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers only the actions it is given', () => {
    renderList({ onEdit: vi.fn() });
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Vans' })).toBeInTheDocument();
  });

  it('says the list is empty instead of drawing an empty table', () => {
    renderList({ items: [], summary: undefined, emptyText: 'No fleets yet.' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('No fleets yet.')).toBeInTheDocument();
  });

  it('edits a row in place: focus starts in its first field, Escape cancels, focus returns to the edit button', async () => {
    const user = userEvent.setup();
    renderList({ editText: 'Rename', renderEditor: (fleet, close) => <NameEditor fleet={fleet} close={close} /> });
    await user.click(screen.getByRole('button', { name: 'Rename Vans' }));
    expect(screen.queryByRole('button', { name: 'Rename Vans' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name of Vans' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename Vans' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Rename Pool cars' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: 'Rename Pool cars' })).toHaveFocus();
  });

  it('hands the row to an editor elsewhere, named as it is given', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    renderList({ onEdit, editLabel: (fleet) => `Change what ${fleet.name} holds` });
    await user.click(screen.getByRole('button', { name: 'Change what Vans holds' }));
    expect(onEdit).toHaveBeenCalledWith(FLEETS[1]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('deletes after a confirmation, saying Deleting… until the call settles', async () => {
    const user = userEvent.setup();
    let settle = () => {};
    const onDelete = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    renderList({ deletion: { title: (fleet) => `Delete ${fleet.name}?`, message: (fleet) => `${fleet.size} vehicles lose their fleet.`, onDelete } });

    await user.click(screen.getByRole('button', { name: 'Delete Vans' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Vans?' });
    expect(dialog).toHaveAccessibleDescription('4 vehicles lose their fleet.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Vans' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(FLEETS[1]);
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: messages.userForm.deleting })).toHaveAttribute('aria-busy', 'true');
    await act(async () => settle());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets a row draw its own actions, first under a visible header, starting the same editing and confirmation', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    renderList({
      actionsFirst: 'Action',
      onEdit,
      deletion: { title: (fleet) => `Delete ${fleet.name}?`, message: () => 'Gone.', onDelete: vi.fn() },
      renderActions: (fleet, actions) => (
        <>
          <button type="button" onClick={actions.edit}>{`Open ${fleet.name}`}</button>
          <button type="button" onClick={actions.remove}>{`Remove ${fleet.name}`}</button>
        </>
      ),
    });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Action', 'Name', 'Vehicles']);
    expect(screen.queryByRole('button', { name: 'Edit Vans' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open Vans' }));
    expect(onEdit).toHaveBeenCalledWith(FLEETS[1]);
    await user.click(screen.getByRole('button', { name: 'Remove Vans' }));
    expect(screen.getByRole('dialog', { name: 'Delete Vans?' })).toBeInTheDocument();
  });
});

describe('ListEditorAddForm', () => {
  it('is a named form that the widget checks itself, busy while the add is under way', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { rerender } = render(
      <ListEditorAddForm label="Add a fleet" busy={false} placement="inline" onSubmit={onSubmit}>
        <input aria-label="New fleet" required />
      </ListEditorAddForm>,
    );
    const form = screen.getByRole('form', { name: 'Add a fleet' });
    expect(form).toHaveAttribute('novalidate');
    await user.type(within(form).getByRole('textbox', { name: 'New fleet' }), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <ListEditorAddForm label="Add a fleet" busy placement="inline" onSubmit={onSubmit}>
        <input aria-label="New fleet" />
      </ListEditorAddForm>,
    );
    expect(form).toHaveAttribute('aria-busy', 'true');
  });
});
