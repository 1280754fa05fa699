import { branchMessages, messages, type MyBranchWrite } from '@motorpool/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { docklands } from '../test-support/branch-fixtures';
import { MyBranch, type MyBranchProps } from './MyBranch';

function renderMyBranch(props: Partial<MyBranchProps> = {}) {
  const onSave = vi.fn<(payload: MyBranchWrite) => Promise<boolean>>(async () => true);
  const onRetry = vi.fn();
  const view = render(<MyBranch branch={docklands} status="ready" onSave={onSave} onRetry={onRetry} {...props} />);
  return { onSave, onRetry, ...view };
}

describe('MyBranch', () => {
  it('shows the branch read-only and nothing else of it to change', () => {
    renderMyBranch();
    expect(screen.getByRole('heading', { name: 'My Branch: Docklands' })).toBeInTheDocument();
    expect(screen.getByText('12 Harbour Esplanade, Docklands, VIC, Australia')).toBeInTheDocument();
    expect(screen.getByText('Australia/Melbourne')).toBeInTheDocument();
    expect(screen.getByText('Active')).toHaveAttribute('data-colour', 'green');
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Time Zone/ })).not.toBeInTheDocument();
  });

  it('saves the help desk, toll-free number, important note and business hours as MyBranchWrite', async () => {
    const user = userEvent.setup();
    const { onSave } = renderMyBranch();
    const email = screen.getByRole('textbox', { name: /Help Desk Email/ });
    await user.clear(email);
    await user.type(email, 'desk@example.test');
    await user.clear(screen.getByRole('textbox', { name: /Important Note/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Sunday open' }));
    await user.type(screen.getByRole('textbox', { name: 'Sunday opens' }), '10:00');
    await user.type(screen.getByRole('textbox', { name: 'Sunday closes' }), '14:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    const payload = onSave.mock.calls[0]![0];
    expect(payload).toMatchObject({
      help_desk_contact_num: '0390001234',
      help_desk_email_id: 'desk@example.test',
      extra_data: { tollFreeNumber: '1800123456', important_note: null },
    });
    expect(payload.business_hours?.sunday).toEqual({ is_open: true, opens: '10:00', closes: '14:00' });
    expect(Object.keys(payload).sort()).toEqual(['business_hours', 'extra_data', 'help_desk_contact_num', 'help_desk_custom_message', 'help_desk_email_id']);
  });

  it('checks the email and the hours before saving', async () => {
    const user = userEvent.setup();
    const { onSave } = renderMyBranch();
    const email = screen.getByRole('textbox', { name: /Help Desk Email/ });
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('checkbox', { name: 'Saturday open' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.userForm.emailInvalid)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Saturday opens' })).toHaveAccessibleDescription(branchMessages.hoursFormat);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server’s field errors where they belong and Saving... meanwhile', () => {
    renderMyBranch({ saving: true, serverError: messages.request.invalid, fieldErrors: { 'business_hours.monday.closes': branchMessages.closesBeforeOpens } });
    expect(screen.getByRole('alert')).toHaveTextContent(messages.request.invalid);
    expect(screen.getByRole('textbox', { name: 'Monday closes' })).toHaveAccessibleDescription(branchMessages.closesBeforeOpens);
    expect(screen.getByRole('button', { name: messages.userForm.saving })).toBeDisabled();
  });

  it('says when the viewer manages no branch, with Retry', async () => {
    const user = userEvent.setup();
    const { onRetry } = renderMyBranch({ branch: null, status: 'error', loadError: 'You do not manage a branch.' });
    expect(screen.getByRole('alert')).toHaveTextContent('You do not manage a branch.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
