import { branchMessages, messages, type TagGroup, type TagGroupWrite } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bookingTagGroups, userTagGroups } from '../test-support/branch-fixtures';
import { TIME_FORMAT_MESSAGE } from '../ui/time-picker/time-options';
import { CustomFieldManager, type CustomFieldManagerProps } from './CustomFieldManager';
import { LOCKED_GROUP_REASON, OPTION_REPEATED, type CustomFieldEntity } from './tag-group-values';

function renderManager(props: Partial<CustomFieldManagerProps> = {}) {
  const handlers = {
    onEntityChange: vi.fn<(entity: CustomFieldEntity) => void>(),
    onSave: vi.fn<(write: TagGroupWrite, group: TagGroup | null) => Promise<boolean>>(async () => true),
    onDelete: vi.fn<(group: TagGroup) => Promise<void>>(async () => undefined),
    onRetry: vi.fn(),
  };
  const view = render(<CustomFieldManager entity="user" status="ready" groups={userTagGroups} {...handlers} {...props} />);
  return { ...handlers, ...view };
}

describe('CustomFieldManager', () => {
  it('lists the fields with their type, mandatory and tooltip flags', () => {
    renderManager();
    const row = screen.getByRole('row', { name: /Shirt Size/ });
    expect(within(row).getByText('Drop-down (one of a list)')).toBeInTheDocument();
    expect(within(row).getByText('S, M, L')).toBeInTheDocument();
    expect(within(row).getAllByText('Yes')).toHaveLength(2);
    expect(screen.queryByRole('columnheader', { name: 'Booking Approval' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('4 user custom fields');
  });

  it('locks the association groups, saying why', async () => {
    const user = userEvent.setup();
    const { onSave, onDelete } = renderManager();
    for (const action of ['Edit', 'Delete']) {
      const button = screen.getByRole('button', { name: `${action} Association to Additional Hubs` });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription(LOCKED_GROUP_REASON);
      await user.click(button);
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Edit Shirt Size' })).not.toHaveAttribute('aria-disabled');
  });

  it('moves between the entity tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    const { onEntityChange } = renderManager();
    const tab = screen.getByRole('tab', { name: 'User' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    tab.focus();
    await user.keyboard('{ArrowLeft}');
    expect(onEntityChange).toHaveBeenLastCalledWith('booking');
    expect(screen.getByRole('tab', { name: 'Booking' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onEntityChange).toHaveBeenLastCalledWith('user');
    await user.click(screen.getByRole('tab', { name: 'Branch' }));
    expect(onEntityChange).toHaveBeenLastCalledWith('branch');
  });

  it('shows the booking-approval flag on the booking tab', () => {
    renderManager({ entity: 'booking', groups: bookingTagGroups });
    expect(screen.getByRole('columnheader', { name: 'Booking Approval' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Project code/ })).getAllByText('Yes')).toHaveLength(2);
  });

  it('adds a list field: a name and at least one option, each once', async () => {
    const user = userEvent.setup();
    const { onSave } = renderManager();
    await user.click(screen.getByRole('button', { name: 'Add user field' }));
    const dialog = screen.getByRole('dialog', { name: 'Add user custom field' });
    expect(within(dialog).getByRole('textbox', { name: 'Field Name' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(branchMessages.tagGroupNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(branchMessages.tagsRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Field Name' }), 'Vest size');
    await user.type(within(dialog).getByRole('textbox', { name: 'Option 1' }), 'M');
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Option 2' }), 'm');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(OPTION_REPEATED)).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Option 2' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Option 2' }), 'L');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mandatory' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith(
      {
        tag_group_name: 'Vest size',
        label: null,
        tag_type: 'user',
        tag_data_type: 'textselect',
        tags: ['M', 'L'],
        description: null,
        is_mandatory: true,
        show_tooltip: false,
        is_booking_approval: false,
        is_customizable: false,
      },
      null,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a toggle’s default and a time’s format', async () => {
    const user = userEvent.setup();
    const { onSave } = renderManager();
    await user.click(screen.getByRole('button', { name: 'Edit Parking permit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit user custom field' });
    expect(within(dialog).getByRole('combobox', { name: /Default Value/ })).toHaveValue('false');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Default Value/ }), 'true');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Data Type' }), 'time');
    expect(within(dialog).getByRole('textbox', { name: /Default Value/ })).toHaveValue('');
    await user.type(within(dialog).getByRole('textbox', { name: /Default Value/ }), '25:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(TIME_FORMAT_MESSAGE)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Data Type' }), 'toggle');
    expect(within(dialog).getByRole('combobox', { name: /Default Value/ })).toHaveValue('');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Default Value/ }), 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toMatchObject({ tag_group_name: 'Parking permit', tag_data_type: 'toggle', tags: ['true'] });
    expect(onSave.mock.calls[0]![1]).toBe(userTagGroups[3]);
  });

  it('keeps the dialog open with the server’s messages when a save is refused', async () => {
    const user = userEvent.setup();
    const { onSave, rerender, onEntityChange, onDelete } = renderManager();
    onSave.mockResolvedValueOnce(false);
    await user.click(screen.getByRole('button', { name: 'Edit Shirt Size' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    rerender(
      <CustomFieldManager
        entity="user"
        status="ready"
        groups={userTagGroups}
        onEntityChange={onEntityChange}
        onSave={onSave}
        onDelete={onDelete}
        saveError={messages.request.invalid}
        saveFieldErrors={{ tag_group_name: 'A custom field with this name already exists for this entity.', 'tags.1': 'Options cannot be blank.' }}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.request.invalid);
    expect(within(dialog).getByRole('textbox', { name: 'Field Name' })).toHaveAccessibleDescription(
      'A custom field with this name already exists for this entity.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Option 2' })).toHaveAccessibleDescription('Options cannot be blank.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add user field' }));
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('deletes after a confirmation', async () => {
    const user = userEvent.setup();
    const { onDelete } = renderManager();
    await user.click(screen.getByRole('button', { name: 'Delete Shirt Size' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Shirt Size?' })).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(userTagGroups[2]);
  });

  it('lists only, for someone who may not change fields', () => {
    renderManager({ canManage: false });
    expect(screen.queryByRole('button', { name: /Add|Edit|Delete/ })).not.toBeInTheDocument();
    expect(screen.getByText('Shirt Size')).toBeInTheDocument();
  });

  it('shows loading, empty and a failure with Retry', async () => {
    const user = userEvent.setup();
    renderManager({ status: 'loading', groups: [] });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Loading custom fields…');
    renderManager({ entity: 'branch', groups: [] });
    expect(screen.getByText('No branch custom fields yet')).toBeInTheDocument();
    const { onRetry } = renderManager({ status: 'error', error: messages.request.forbidden, groups: [] });
    expect(screen.getByRole('alert')).toHaveTextContent(messages.request.forbidden);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
