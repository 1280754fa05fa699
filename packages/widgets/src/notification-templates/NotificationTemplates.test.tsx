import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationTemplates } from './NotificationTemplates';
import { SECURITY_NOTE } from './template-values';
import { templateSummaries } from './template-fixtures';

describe('NotificationTemplates', () => {
  it('lists the messages by group in the groups’ order, with what is sent, when it changed and links to each', () => {
    render(<NotificationTemplates templates={templateSummaries} templateHref={(code) => `/notification-templates/${code}`} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Account security',
      'Invitations and registration',
      'Bookings',
      'Licences',
    ]);
    const reset = screen.getByRole('link', { name: 'Password reset' });
    expect(reset).toHaveAttribute('href', '/notification-templates/password_reset');
    const resetRow = within(reset.closest('li') as HTMLElement);
    expect(resetRow.getByText('Customised')).toBeInTheDocument();
    expect(resetRow.getByText('Changed 02/03/2026')).toBeInTheDocument();
    expect(resetRow.getByText(SECURITY_NOTE)).toBeInTheDocument();

    const invitationRow = within(screen.getByRole('link', { name: 'Invitation' }).closest('li') as HTMLElement);
    expect(invitationRow.getByText('Default')).toBeInTheDocument();
    expect(invitationRow.getByText('Never changed')).toBeInTheDocument();
    expect(invitationRow.queryByText(SECURITY_NOTE)).not.toBeInTheDocument();
  });

  it('names the messages without links when the host gives no address, and says when the list could not load', () => {
    const { rerender } = render(<NotificationTemplates templates={templateSummaries} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Booking created')).toBeInTheDocument();
    rerender(<NotificationTemplates status="error" error="You may not see this." templates={[]} />);
    expect(screen.getByRole('alert')).toHaveTextContent('You may not see this.');
  });
});
