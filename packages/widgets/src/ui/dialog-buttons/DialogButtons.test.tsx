import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DialogButtons } from './DialogButtons';

describe('DialogButtons', () => {
  it('submits the form it is in when given no onConfirm', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <DialogButtons confirmLabel="Save" busyLabel="Saving..." busy={false} onCancel={vi.fn()} />
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('while busy shows the busy label, disables Cancel and ignores a second confirm', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<DialogButtons confirmLabel="Delete" busyLabel="Deleting..." busy tone="critical" onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Deleting...' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('hands Cancel to a dialog that focuses it first, and keeps extra actions before the pair', () => {
    const cancelRef = createRef<HTMLButtonElement>();
    render(
      <DialogButtons confirmLabel="Save" busyLabel="Saving..." busy={false} cancelLabel="Close" cancelRef={cancelRef} onCancel={vi.fn()}>
        <button type="button">Delete</button>
      </DialogButtons>,
    );
    expect(cancelRef.current).toBe(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Delete', 'Close', 'Save']);
  });
});
