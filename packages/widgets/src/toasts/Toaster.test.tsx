import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster';
import { MAX_TOASTS, toast, TOAST_DURATION, toastStore } from '../state/toast-store';

beforeEach(() => {
  vi.useFakeTimers();
  toast.dismiss();
});

afterEach(() => {
  act(() => toast.dismiss());
  vi.useRealTimers();
});

const shownMessages = () => [...document.querySelectorAll('[role="status"] p, [role="alert"] p')].map((element) => element.textContent);

describe('Toaster', () => {
  it('shows successes and infos politely, errors as alerts', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Hub Updated Successfully!');
      toast.error('Failed to Update!');
      toast.info('Widget is refreshed with updated data');
    });
    expect(screen.getAllByRole('status').map((element) => element.textContent)).toEqual([
      'Hub Updated Successfully!×',
      'Widget is refreshed with updated data×',
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to Update!');
  });

  it('lets each toast go after 5 s, or after its own duration', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Saved');
      toast.info('Welcome to North Depot', { duration: 8_000 });
    });

    act(() => vi.advanceTimersByTime(TOAST_DURATION - 1));
    expect(shownMessages()).toEqual(['Saved', 'Welcome to North Depot']);
    act(() => vi.advanceTimersByTime(1));
    expect(shownMessages()).toEqual(['Welcome to North Depot']);
    act(() => vi.advanceTimersByTime(3_000));
    expect(shownMessages()).toEqual([]);
  });

  it(`shows at most ${MAX_TOASTS}, dropping the oldest`, () => {
    render(<Toaster />);
    act(() => {
      for (let index = 1; index <= 7; index += 1) toast.info(`Message ${index}`);
    });
    expect(shownMessages()).toEqual(['Message 3', 'Message 4', 'Message 5', 'Message 6', 'Message 7']);
    expect(toastStore.getState().toasts).toHaveLength(MAX_TOASTS);
  });

  it('closes a toast with its close button', () => {
    render(<Toaster />);
    act(() => {
      toast.success('First');
      toast.success('Second');
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(shownMessages()).toEqual(['Second']);
  });

  it('waits while the pointer is on a toast, then takes the time that was left', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Saved');
    });
    act(() => vi.advanceTimersByTime(3_000));
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(shownMessages()).toEqual(['Saved']);

    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(1_999));
    expect(shownMessages()).toEqual(['Saved']);
    act(() => vi.advanceTimersByTime(1));
    expect(shownMessages()).toEqual([]);
  });

  it('returns an id that dismisses just that toast', () => {
    render(<Toaster />);
    let id = 0;
    act(() => {
      id = toast.success('One');
      toast.success('Two');
    });
    act(() => toast.dismiss(id));
    expect(shownMessages()).toEqual(['Two']);
  });
});
