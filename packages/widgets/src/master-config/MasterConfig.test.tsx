import { masterConfigMessages } from '@motorpool/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { licenceClasses, vehicleMakes, vehicleModels } from '../test-support/master-config-fixtures';
import { MASTER_CONFIG_TEXT, movedOrder, parseEntryId } from './master-config-values';
import { MasterConfig, type MasterConfigProps } from './MasterConfig';

function renderScreen(props: Partial<MasterConfigProps> = {}) {
  const handlers = {
    onSelectList: vi.fn(),
    onOpenEntry: vi.fn(),
    onSave: vi.fn(async () => true),
    onMove: vi.fn(),
    onToggleActive: vi.fn(),
    onDelete: vi.fn(async () => undefined),
  };
  render(<MasterConfig list="licence-classes" entryId={null} status="ready" entries={licenceClasses} canEdit {...handlers} {...props} />);
  return handlers;
}

const entries = () => within(screen.getByRole('list', { name: 'Licence classes' })).getAllByRole('listitem');

describe('movedOrder and parseEntryId', () => {
  it('swaps an entry with its neighbour, and leaves the ends alone', () => {
    expect(movedOrder(licenceClasses, 3, -1)).toEqual([1, 3, 2, 4, 5]);
    expect(movedOrder(licenceClasses, 3, 1)).toEqual([1, 2, 4, 3, 5]);
    expect(movedOrder(licenceClasses, 1, -1)).toEqual([1, 2, 3, 4, 5]);
    expect(movedOrder(licenceClasses, 5, 1)).toEqual([1, 2, 3, 4, 5]);
  });

  it('reads new, a record id, or nothing from the route', () => {
    expect([parseEntryId('new'), parseEntryId('12'), parseEntryId('0'), parseEntryId('x'), parseEntryId(undefined)]).toEqual(['new', 12, null, null, null]);
  });
});

describe('MasterConfig', () => {
  it('lists the entries in order with their use, marks inactive ones, and offers Delete only for unused ones', () => {
    renderScreen();
    expect(entries().map((item) => item.textContent)).toEqual([
      expect.stringContaining('CUsed 6 times'),
      expect.stringContaining('LRNot used'),
      expect.stringContaining('MRUsed 1 time'),
      expect.stringContaining('HRNot used'),
      expect.stringContaining('MC (Inactive)'),
    ]);
    expect(screen.queryByRole('button', { name: 'Delete C' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete LR' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move C up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move MC down' })).toBeDisabled();
  });

  it('moves, deactivates and reactivates with buttons named after the entry', async () => {
    const handlers = renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Move MR up' }));
    expect(handlers.onMove).toHaveBeenCalledWith(licenceClasses[2], -1);
    await userEvent.click(screen.getByRole('button', { name: 'Move LR down' }));
    expect(handlers.onMove).toHaveBeenCalledWith(licenceClasses[1], 1);
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate C' }));
    expect(handlers.onToggleActive).toHaveBeenCalledWith(licenceClasses[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Reactivate MC' }));
    expect(handlers.onToggleActive).toHaveBeenCalledWith(licenceClasses[4]);
  });

  it('asks for the lists and entries through the route: a list, Add (new), Edit (its pk)', async () => {
    const handlers = renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Fuel types' }));
    expect(handlers.onSelectList).toHaveBeenCalledWith('fuel-types');
    await userEvent.click(screen.getByRole('button', { name: MASTER_CONFIG_TEXT.add }));
    expect(handlers.onOpenEntry).toHaveBeenCalledWith('new');
    await userEvent.click(screen.getByRole('button', { name: 'Edit HR' }));
    expect(handlers.onOpenEntry).toHaveBeenCalledWith(4);
  });

  it('adds an entry: a blank label is refused here, a filled one is sent trimmed, and the form closes once saved', async () => {
    const handlers = renderScreen({ entryId: 'new' });
    const form = screen.getByRole('form', { name: MASTER_CONFIG_TEXT.addTitle });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText(MASTER_CONFIG_TEXT.labelRequired)).toBeInTheDocument();
    expect(handlers.onSave).not.toHaveBeenCalled();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Label' }), '  HC ');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(handlers.onSave).toHaveBeenCalledWith(null, { label: 'HC', is_active: true });
    expect(handlers.onOpenEntry).toHaveBeenCalledWith(null);
  });

  it('edits a model with its make, offering the deactivated make it already has and no other inactive one', async () => {
    const handlers = renderScreen({ list: 'vehicle-models', entries: vehicleModels, makes: vehicleMakes, entryId: 24 });
    const form = screen.getByRole('form', { name: 'Edit Commodore' });
    const make = within(form).getByRole('combobox', { name: 'Make' });
    expect(make).toHaveValue('13');
    expect(
      within(make)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a make', 'Hyundai', 'Toyota', 'Holden']);
    await userEvent.selectOptions(make, '12');
    await userEvent.click(within(form).getByRole('checkbox', { name: MASTER_CONFIG_TEXT.active }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(handlers.onSave).toHaveBeenCalledWith(vehicleModels[3], { label: 'Commodore', is_active: false, parent: 12 });
  });

  it("shows the server's refusal on the field it names, and keeps the form open", async () => {
    const handlers = renderScreen({
      entryId: 2,
      onSave: vi.fn(async () => false),
      saveError: masterConfigMessages.labelTaken,
      saveFieldErrors: { label: masterConfigMessages.labelTaken },
    });
    const form = screen.getByRole('form', { name: 'Edit LR' });
    expect(within(form).getByRole('textbox', { name: 'Label' })).toHaveAccessibleDescription(masterConfigMessages.labelTaken);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(handlers.onOpenEntry).not.toHaveBeenCalled();
  });

  it('says so when the entry of the route is not in the list', () => {
    renderScreen({ entryId: 999 });
    expect(screen.getByRole('alert')).toHaveTextContent(MASTER_CONFIG_TEXT.notFound);
  });

  it('deletes an unused entry after a confirmation', async () => {
    const handlers = renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Delete HR' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete HR?' })).getByRole('button', { name: 'Delete' }));
    expect(handlers.onDelete).toHaveBeenCalledWith(licenceClasses[3]);
  });

  it('shows the lists without any button to those who may not change them', () => {
    renderScreen({ canEdit: false, entryId: 'new' });
    expect(entries()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: MASTER_CONFIG_TEXT.add })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Move|Delete|Deactivate)/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText(MASTER_CONFIG_TEXT.readOnly)).toBeInTheDocument();
  });

  it('says it is loading, and offers Retry when the list could not be read', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <MasterConfig
        list="colours"
        entryId={null}
        status="loading"
        entries={[]}
        canEdit
        onSelectList={vi.fn()}
        onOpenEntry={vi.fn()}
        onSave={vi.fn()}
        onMove={vi.fn()}
        onToggleActive={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(MASTER_CONFIG_TEXT.loading);
    rerender(
      <MasterConfig
        list="colours"
        entryId={null}
        status="error"
        error="Nope."
        onRetry={onRetry}
        entries={[]}
        canEdit
        onSelectList={vi.fn()}
        onOpenEntry={vi.fn()}
        onSave={vi.fn()}
        onMove={vi.fn()}
        onToggleActive={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
