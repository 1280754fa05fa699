import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotificationTemplateEditor } from './NotificationTemplateEditor';
import { bookingCreated, bookingCreatedPreview, customisedBookingCreated, passwordReset } from './template-fixtures';

const handlers = () => ({ onSave: vi.fn(async () => true), onPreview: vi.fn(async () => true), onRestore: vi.fn(async () => undefined) });

describe('NotificationTemplateEditor', () => {
  it('edits each part and the bell, and lists the variables with the required ones marked', async () => {
    const user = userEvent.setup();
    const calls = handlers();
    render(<NotificationTemplateEditor template={passwordReset} {...calls} />);
    expect(screen.queryByRole('textbox', { name: 'Bell text' })).not.toBeInTheDocument();
    const link = screen.getByText('{{ link }}').closest('li') as HTMLElement;
    expect(within(link).getByText('Required')).toBeInTheDocument();
    expect(within(screen.getByText('{{ first_name }}').closest('li') as HTMLElement).queryByText('Required')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore default' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Subject' }));
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'New password');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls.onSave).toHaveBeenCalledWith({ subject: 'New password', html: passwordReset.html, text: passwordReset.text, bell: null });
  });

  it('refuses an empty part without asking the server, and focuses it', async () => {
    const user = userEvent.setup();
    const calls = handlers();
    render(<NotificationTemplateEditor template={bookingCreated} {...calls} />);
    const bell = screen.getByRole('textbox', { name: 'Bell text' });
    await user.clear(bell);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(calls.onPreview).not.toHaveBeenCalled();
    expect(bell).toHaveAttribute('aria-invalid', 'true');
    expect(bell).toHaveAccessibleDescription('Enter the bell text.');
    expect(bell).toHaveFocus();
  });

  it('shows the preview: the email in a sandbox, the plain text and the bell', async () => {
    render(<NotificationTemplateEditor template={customisedBookingCreated} preview={bookingCreatedPreview} {...handlers()} />);
    const frame = screen.getByTitle('Email preview');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', bookingCreatedPreview.html);
    expect(screen.getByText(bookingCreatedPreview.subject)).toBeInTheDocument();
    expect(screen.getByText(/Your booking of Corolla/, { selector: 'pre' })).toBeInTheDocument();
    expect(await screen.findByText('B-1042', { selector: 'b' })).toBeInTheDocument();
  });

  it('sanitises the bell text again before showing it', async () => {
    const bell = 'Booking <b>B-1042</b><img src="x" onerror="alert(1)">';
    render(<NotificationTemplateEditor template={bookingCreated} preview={{ ...bookingCreatedPreview, bell }} {...handlers()} />);
    const bold = await screen.findByText('B-1042', { selector: 'b' });
    expect(bold.parentElement?.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('restores the default after the confirmation, only once the organisation has its own wording', async () => {
    const user = userEvent.setup();
    const calls = handlers();
    render(<NotificationTemplateEditor template={customisedBookingCreated} {...calls} />);
    await user.click(screen.getByRole('button', { name: 'Restore default' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore the default Booking created?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.onRestore).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Restore default' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Restore default' }));
    expect(calls.onRestore).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('only shows the template to someone who may not change it', () => {
    render(<NotificationTemplateEditor template={customisedBookingCreated} readOnly {...handlers()} />);
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
