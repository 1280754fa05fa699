import { messages } from '@motorpool/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TableExportProgress, type TableExportProgressProps } from './TableExportProgress';

const running: TableExportProgressProps = { status: 'running', format: 'csv', rows: 18_000, total: 50_000, bytes: 4_200_000 };

describe('TableExportProgress', () => {
  it('counts CSV rows against the total', () => {
    render(<TableExportProgress {...running} />);

    const bar = screen.getByRole('progressbar', { name: 'Exporting users to CSV' });
    expect(bar).toHaveAttribute('aria-valuenow', '18000');
    expect(bar).toHaveAttribute('aria-valuemax', '50000');
    expect(screen.getByText('Exporting users to CSV: 18,000 of 50,000 rows')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });

  it('shows the bytes received for XLSX, whose rows cannot be counted', () => {
    render(<TableExportProgress {...running} format="xlsx" rows={null} bytes={1_650_000} />);

    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '1.6 MB received');
    expect(screen.getByText('Exporting users to XLSX: 1.6 MB received (50,000 rows)')).toBeInTheDocument();
  });

  it('names the saved file and can be dismissed', async () => {
    const onDismiss = vi.fn();
    const user = userEvent.setup();
    render(<TableExportProgress {...running} status="done" fileName="users-2025-06-03.csv" onDismiss={onDismiss} />);

    expect(screen.getByRole('status')).toHaveTextContent('users-2025-06-03.csv is ready in your downloads.');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalled();
  });

  it('shows the failure', () => {
    render(<TableExportProgress {...running} status="error" error={messages.request.forbidden} />);

    expect(screen.getByRole('alert')).toHaveTextContent(messages.request.forbidden);
  });

  it('renders nothing while idle', () => {
    const { container } = render(<TableExportProgress {...running} status="idle" />);

    expect(container).toBeEmptyDOMElement();
  });
});
