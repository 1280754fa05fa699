import { messages, type BranchRelationWrite } from '@motorpool/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { branches, relations } from '../test-support/branch-fixtures';
import { BranchRelations, CHOOSE_FROM_BRANCH, type BranchRelationsProps } from './BranchRelations';

function renderRelations(props: Partial<BranchRelationsProps> = {}) {
  const onSave = vi.fn<(relation: BranchRelationWrite) => Promise<boolean>>(async () => true);
  const onRetry = vi.fn();
  render(<BranchRelations status="ready" branches={branches} relations={relations} onSave={onSave} onRetry={onRetry} {...props} />);
  return { onSave, onRetry };
}

describe('BranchRelations', () => {
  it('lists what each branch serves', () => {
    renderRelations();
    const table = screen.getByRole('table', { name: 'Current relations' });
    expect(within(table).getByRole('row', { name: /Sydney Airport/ })).toHaveTextContent('Docklands, Parramatta');
  });

  it("neither offers nor lists hubs while the organisation has hubs off ('Enable Hubs')", async () => {
    const user = userEvent.setup();
    renderRelations({ hubsEnabled: false });
    expect(screen.queryByRole('row', { name: /Sydney Airport/ })).not.toBeInTheDocument();
    const from = screen.getByRole('combobox', { name: 'From branch' });
    expect(within(from).queryByRole('option', { name: /Sydney Airport/ })).not.toBeInTheDocument();
    await user.selectOptions(from, 'Docklands');
    const serves = screen.getByRole('group', { name: 'Branches Docklands serves' });
    expect(within(serves).queryByRole('checkbox', { name: /Sydney Airport/ })).not.toBeInTheDocument();
  });

  it('asks for a from-branch, then ticks what it serves now and saves the new list', async () => {
    const user = userEvent.setup();
    const { onSave } = renderRelations();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('combobox', { name: 'From branch' })).toHaveAccessibleDescription(CHOOSE_FROM_BRANCH);
    expect(onSave).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'From branch' }), 'Sydney Airport (Hub)');
    const serves = screen.getByRole('group', { name: 'Branches Sydney Airport serves' });
    expect(within(serves).getByRole('checkbox', { name: 'Docklands' })).toBeChecked();
    expect(within(serves).getByRole('checkbox', { name: 'Parramatta' })).toBeChecked();
    expect(within(serves).queryByRole('checkbox', { name: /Sydney Airport/ })).not.toBeInTheDocument();
    await user.click(within(serves).getByRole('checkbox', { name: 'Parramatta' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ from_branch: 22, to_branch: [21] });
  });

  it('edits a listed relation', async () => {
    const user = userEvent.setup();
    renderRelations();
    await user.click(screen.getByRole('button', { name: 'Edit what Sydney Airport serves' }));
    expect(screen.getByRole('combobox', { name: 'From branch' })).toHaveValue('22');
    expect(screen.getByRole('checkbox', { name: 'Docklands' })).toBeChecked();
  });

  it('shows relations only, to someone who may not change them', () => {
    renderRelations({ canManage: false });
    expect(screen.queryByRole('combobox', { name: 'From branch' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.getByText('Docklands, Parramatta')).toBeInTheDocument();
  });

  it('shows Saving..., the refusal, loading and a failure with Retry', async () => {
    const user = userEvent.setup();
    renderRelations({ saving: true, saveError: 'A branch cannot be linked to itself.' });
    expect(screen.getByRole('button', { name: messages.userForm.saving })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('A branch cannot be linked to itself.');
    renderRelations({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading branches…');
    const { onRetry } = renderRelations({ status: 'error', error: messages.request.forbidden });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
