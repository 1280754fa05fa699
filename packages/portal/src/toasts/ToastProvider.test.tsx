import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MAX_TOASTS, TOAST_DURATION_MS, useToast } from './toasts';
import { ToastProvider } from './ToastProvider';

function ShowButton({ message }: { message: string }) {
  const show = useToast();
  return (
    <button type="button" onClick={() => show(message)}>
      Show {message}
    </button>
  );
}

function renderToasts() {
  render(
    <ToastProvider>
      <ShowButton message="first" />
      <ShowButton message="second" />
    </ToastProvider>,
  );
}

describe('toasts (spec §9)', () => {
  it('shows a message as a status for 5000 ms', () => {
    vi.useFakeTimers();
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'Show first' }));

    expect(screen.getByRole('status')).toHaveTextContent('first');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes a toast with its close button', () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'Show first' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show second' }));

    fireEvent.click(screen.getAllByRole('button', { name: 'Close notification' })[0]!);
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual(['second×']);
  });

  it('keeps at most five, dropping the oldest', () => {
    renderToasts();
    for (let shown = 0; shown < MAX_TOASTS + 2; shown++) {
      fireEvent.click(screen.getByRole('button', { name: shown % 2 ? 'Show second' : 'Show first' }));
    }
    expect(MAX_TOASTS).toBe(5);
    expect(screen.getAllByRole('status')).toHaveLength(5);
  });
});
