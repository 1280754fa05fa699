import { embedMessages, messages, type EmbedKey, type EmbedKeyWrite } from '@motorpool/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dealerKey, embedKeys, intranetKey } from './embed-key-fixtures';
import { EMBED_KEY_HINTS, EMBED_SCOPE_TEXT } from './embed-key-values';
import { EMBED_KEYS_EMPTY, EmbedKeyTable, type EmbedKeyTableProps } from './EmbedKeyTable';

function renderTable(props: Partial<EmbedKeyTableProps> = {}) {
  const handlers = {
    onAdd: vi.fn(),
    onEdit: vi.fn<(key: EmbedKey) => void>(),
    onCloseForm: vi.fn(),
    onSave: vi.fn<(write: EmbedKeyWrite, key: EmbedKey | null) => Promise<boolean>>(async () => true),
    onToggleActive: vi.fn<(key: EmbedKey) => void>(),
    onRevokeRequest: vi.fn<(key: EmbedKey) => void>(),
    onRevokeCancel: vi.fn(),
    onRevoke: vi.fn<(key: EmbedKey) => void>(),
    onRetry: vi.fn(),
  };
  const view = render(<EmbedKeyTable status="ready" keys={embedKeys} {...handlers} {...props} />);
  /** Renders again with these props changed, as the connected widget would after an answer. */
  const rerender = (changed: Partial<EmbedKeyTableProps>) =>
    view.rerender(<EmbedKeyTable status="ready" keys={embedKeys} {...handlers} {...props} {...changed} />);
  return { ...handlers, unmount: view.unmount, rerender };
}

const card = (name: string) => within(screen.getByRole('listitem', { name }));
const form = () => within(screen.getByRole('dialog'));

describe('EmbedKeyTable', () => {
  it('shows each key with its status, key, origins, scope, driver names and who created it when', () => {
    renderTable();
    expect(screen.getByRole('status')).toHaveTextContent('3 embed keys');
    const intranet = card('Intranet calendar');
    expect(intranet.getByText('Active')).toHaveAttribute('data-colour', 'green');
    expect(intranet.getByText(intranetKey.key)).toBeInTheDocument();
    expect(intranet.getByText('https://intranet.demo.fleet')).toBeInTheDocument();
    expect(intranet.getByText('http://localhost:5173')).toBeInTheDocument();
    expect(intranet.getByText(EMBED_SCOPE_TEXT.calendar_read.label)).toBeInTheDocument();
    expect(intranet.getByText('Hidden')).toBeInTheDocument();
    expect(intranet.getByText('02/11/2026').closest('dd')).toHaveTextContent('02/11/2026 by Ada Admin');

    const dealer = card('Dealer booking page');
    expect(dealer.getByText('Paused')).toHaveAttribute('data-colour', 'grey');
    expect(dealer.getByText(EMBED_SCOPE_TEXT.booking.label)).toBeInTheDocument();
    expect(dealer.getByText('Shown')).toBeInTheDocument();
  });

  it('keeps a revoked key listed, read-only, with when it was revoked', () => {
    renderTable({ dateFormat: 'dd MMM yyyy' });
    const revoked = card('Old partner site');
    expect(revoked.getByText('Revoked', { selector: '[data-colour]' })).toHaveAttribute('data-colour', 'red');
    expect(revoked.getByText('30 Sep 2026')).toBeInTheDocument();
    expect(revoked.queryByRole('button')).not.toBeInTheDocument();
    expect(revoked.getByText(/can no longer be changed/)).toBeInTheDocument();
  });

  it('copies a key and says so until the keys change', async () => {
    const user = userEvent.setup();
    const { rerender } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Copy the key of Intranet calendar' }));
    expect(await navigator.clipboard.readText()).toBe(intranetKey.key);
    expect(screen.getByRole('status')).toHaveTextContent('The key of Intranet calendar is copied.');
    rerender({ keys: [{ ...intranetKey, is_active: false }, ...embedKeys.slice(1)] });
    expect(screen.getByRole('status')).toHaveTextContent('3 embed keys');
  });

  it('offers Edit, Pause or Resume, and Revoke on each key that is not revoked', async () => {
    const user = userEvent.setup();
    const { onAdd, onEdit, onToggleActive, onRevokeRequest } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Add embed key' }));
    expect(onAdd).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Edit Intranet calendar' }));
    expect(onEdit).toHaveBeenCalledWith(intranetKey);
    await user.click(screen.getByRole('button', { name: 'Pause Intranet calendar' }));
    expect(onToggleActive).toHaveBeenLastCalledWith(intranetKey);
    await user.click(screen.getByRole('button', { name: 'Resume Dealer booking page' }));
    expect(onToggleActive).toHaveBeenLastCalledWith(dealerKey);
    await user.click(screen.getByRole('button', { name: 'Revoke Dealer booking page' }));
    expect(onRevokeRequest).toHaveBeenCalledWith(dealerKey);
  });

  it('waits while a key is being paused', async () => {
    const user = userEvent.setup();
    const { onToggleActive } = renderTable({ toggling: [intranetKey.pk] });
    const button = screen.getByRole('button', { name: 'Pause Intranet calendar' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onToggleActive).not.toHaveBeenCalled();
  });

  it('revokes after a confirmation that starts on Cancel, then puts focus on the revoked key', async () => {
    const user = userEvent.setup();
    const { onRevoke, onRevokeCancel, rerender } = renderTable({ confirmingRevoke: intranetKey });
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Intranet calendar?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onRevokeCancel).toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(onRevoke).toHaveBeenCalledWith(intranetKey);
    rerender({ confirmingRevoke: null, keys: [{ ...intranetKey, is_active: false, revoked_at: '2026-11-26T10:00:00.000Z' }, ...embedKeys.slice(1)] });
    expect(screen.getByRole('heading', { name: 'Intranet calendar' })).toHaveFocus();
  });

  it('shows loading, empty, and a failure with Retry', async () => {
    const user = userEvent.setup();
    const loading = renderTable({ status: 'loading', keys: [] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading embed keys…');
    expect(screen.queryByRole('button', { name: 'Add embed key' })).not.toBeInTheDocument();
    loading.unmount();
    const empty = renderTable({ keys: [] });
    expect(screen.getByRole('status')).toHaveTextContent(EMBED_KEYS_EMPTY);
    empty.unmount();
    const { onRetry } = renderTable({ status: 'error', error: messages.request.forbidden, keys: [] });
    expect(screen.getByRole('alert')).toHaveTextContent(messages.request.forbidden);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('the embed key form', () => {
  it('starts on the name, explains both scopes and the driver-name option, and closes with Escape', async () => {
    const user = userEvent.setup();
    const { onCloseForm } = renderTable({ editing: { mode: 'add' } });
    expect(screen.getByRole('dialog', { name: 'Add embed key' })).toBeInTheDocument();
    expect(form().getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(form().getByRole('combobox', { name: 'Scope' })).toHaveAccessibleDescription(
      `${EMBED_SCOPE_TEXT.calendar_read.label}: ${EMBED_SCOPE_TEXT.calendar_read.description} ${EMBED_SCOPE_TEXT.booking.label}: ${EMBED_SCOPE_TEXT.booking.description}`,
    );
    expect(form().getByRole('checkbox', { name: 'Show driver names' })).not.toBeChecked();
    expect(form().getByRole('checkbox', { name: 'Show driver names' })).toHaveAccessibleDescription(EMBED_KEY_HINTS.show_driver_name);
    await user.keyboard('{Escape}');
    expect(onCloseForm).toHaveBeenCalled();
  });

  it('refuses a missing name, no origin and an origin that is not one, row by row, before asking the server', async () => {
    const user = userEvent.setup();
    const { onSave } = renderTable({ editing: { mode: 'add' } });
    await user.click(form().getByRole('button', { name: 'Create key' }));
    expect(form().getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(embedMessages.nameRequired);
    expect(form().getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(form().getByRole('group', { name: 'Allowed origins' })).toHaveAccessibleDescription(embedMessages.originsRequired);

    await user.paste('Intranet');
    await user.click(form().getByRole('textbox', { name: 'Origin 1' }));
    await user.paste('https://intranet.example.com');
    await user.click(form().getByRole('button', { name: 'Add origin' }));
    expect(form().getByRole('textbox', { name: 'Origin 2' })).toHaveFocus();
    await user.paste('https://intranet.example.com/calendar');
    await user.click(form().getByRole('button', { name: 'Create key' }));
    expect(form().getByRole('textbox', { name: 'Origin 2' })).toHaveAccessibleDescription(embedMessages.originInvalid);
    expect(form().getByRole('textbox', { name: 'Origin 2' })).toHaveFocus();
    expect(form().getByRole('textbox', { name: 'Origin 1' })).not.toHaveAttribute('aria-invalid');
    expect(onSave).not.toHaveBeenCalled();

    await user.click(form().getByRole('button', { name: 'Remove origin 2' }));
    expect(form().queryByRole('textbox', { name: 'Origin 2' })).not.toBeInTheDocument();
    expect(form().getByRole('textbox', { name: 'Origin 1' })).toHaveFocus();
    expect(form().queryByRole('button', { name: 'Remove origin 1' })).not.toBeInTheDocument();
  });

  it('sends the origins as the server stores them, with the scope and the driver-name option', async () => {
    const user = userEvent.setup();
    const { onSave, onCloseForm } = renderTable({ editing: { mode: 'add' } });
    await user.paste('  Intranet calendar ');
    await user.click(form().getByRole('textbox', { name: 'Origin 1' }));
    await user.paste('HTTPS://Intranet.Example.com:443/');
    await user.click(form().getByRole('button', { name: 'Add origin' }));
    await user.paste('https://intranet.example.com');
    await user.click(form().getByRole('button', { name: 'Add origin' }));
    await user.paste('http://localhost:5173');
    await user.selectOptions(form().getByRole('combobox', { name: 'Scope' }), EMBED_SCOPE_TEXT.booking.label);
    form().getByRole('checkbox', { name: 'Show driver names' }).focus();
    await user.keyboard('{Enter}');
    await user.click(form().getByRole('button', { name: 'Create key' }));
    expect(onSave).toHaveBeenCalledWith(
      {
        name: 'Intranet calendar',
        allowed_origins: ['https://intranet.example.com', 'http://localhost:5173'],
        scope: 'booking',
        show_driver_name: true,
      },
      null,
    );
    expect(onCloseForm).toHaveBeenCalled();
  });

  it('keeps what was typed when the server refuses, shows its errors on their fields, and clears one once its field changes', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => false);
    const { rerender } = renderTable({ editing: { mode: 'add' }, onSave });
    await user.paste('Intranet');
    await user.click(form().getByRole('textbox', { name: 'Origin 1' }));
    await user.paste('https://intranet.example.com');
    await user.click(form().getByRole('button', { name: 'Create key' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    rerender({
      saveError: messages.request.invalid,
      fieldErrors: { name: 'A key with this name exists', allowed_origins: embedMessages.originsTooMany, is_active: 'Not now' },
    });
    expect(form().getByRole('alert')).toHaveTextContent(messages.request.invalid);
    expect(form().getByRole('alert')).toHaveTextContent('Not now');
    expect(form().getByRole('textbox', { name: 'Name' })).toHaveValue('Intranet');
    expect(form().getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('A key with this name exists');
    expect(form().getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(form().getByRole('textbox', { name: 'Origin 1' })).toHaveValue('https://intranet.example.com');
    expect(form().getByRole('group', { name: 'Allowed origins' })).toHaveAccessibleDescription(embedMessages.originsTooMany);
    await user.type(form().getByRole('textbox', { name: 'Name' }), ' 2');
    expect(form().getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    expect(form().getByRole('group', { name: 'Allowed origins' })).toHaveAccessibleDescription(embedMessages.originsTooMany);
  });

  it('edits a key as it is, keeping it paused', async () => {
    const user = userEvent.setup();
    const { onSave } = renderTable({ editing: { mode: 'edit', key: dealerKey } });
    expect(screen.getByRole('dialog', { name: 'Edit Dealer booking page' })).toBeInTheDocument();
    expect(form().getByRole('textbox', { name: 'Origin 1' })).toHaveValue('https://dealer.example.com');
    expect(form().getByRole('combobox', { name: 'Scope' })).toHaveValue('booking');
    expect(form().getByRole('checkbox', { name: 'Show driver names' })).toBeChecked();
    await user.clear(form().getByRole('textbox', { name: 'Name' }));
    await user.paste('Dealer bookings');
    await user.click(form().getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(
      { name: 'Dealer bookings', allowed_origins: ['https://dealer.example.com'], scope: 'booking', show_driver_name: true, is_active: false },
      dealerKey,
    );
  });

  it('waits while saving: Save is busy and Escape does not close', async () => {
    const user = userEvent.setup();
    const { onSave, onCloseForm } = renderTable({ editing: { mode: 'edit', key: intranetKey }, saving: true });
    const save = form().getByRole('button', { name: messages.userForm.saving });
    expect(save).toHaveAttribute('aria-busy', 'true');
    await user.click(save);
    await user.keyboard('{Escape}');
    expect(onSave).not.toHaveBeenCalled();
    expect(onCloseForm).not.toHaveBeenCalled();
  });
});
