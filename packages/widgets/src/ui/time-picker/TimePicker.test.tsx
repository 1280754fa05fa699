import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastMessages } from '../../test-support/session-fixtures';
import { toastStore } from '../../state/toast-store';
import { TIME_CHECK_DELAY_MS, TimePicker } from './TimePicker';
import { TIME_FORMAT_MESSAGE } from './time-options';

function Harness({ initial = '', min, max, onChange }: { initial?: string; min?: string; max?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="start-time">Start Time</label>
      <TimePicker
        id="start-time"
        label="Start Time"
        value={value}
        min={min}
        max={max}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

/*
 * Synchronous events under fake timers: the clock moves only when a test
 * moves it, so "not before 1000 ms" cannot pass or fail by how fast the machine is.
 */
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });
const press = (key: string) => fireEvent.keyDown(field(), { key });
const field = () => screen.getByRole('combobox', { name: 'Start Time' });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  toastStore.getState().dismiss();
});

describe('TimePicker', () => {
  it('is named by its label and shows the chosen time as hh:mm AM/PM', () => {
    render(<Harness initial="13:05" />);
    expect(field()).toHaveValue('01:05 PM');
    expect(field()).toHaveAttribute('placeholder', 'hh:mm AM/PM');
  });

  it('checks what is typed only after a pause of 1000 ms', () => {
    render(<Harness />);
    type('25:00');
    act(() => vi.advanceTimersByTime(TIME_CHECK_DELAY_MS - 10));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10));
    expect(screen.getByRole('alert')).toHaveTextContent(TIME_FORMAT_MESSAGE);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveValue('25:00');
    expect(screen.getByTestId('value')).toHaveTextContent('');
  });

  it('takes a well-formed time once typing pauses', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    type('1:05 pm');
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(TIME_CHECK_DELAY_MS));
    expect(onChange).toHaveBeenLastCalledWith('13:05');
    expect(field()).toHaveValue('01:05 PM');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears a typed time outside both bounds, saying between which times, with an error toast', () => {
    render(<Harness initial="09:00" min="08:00" max="17:30" />);
    type('06:15 PM');
    act(() => vi.advanceTimersByTime(TIME_CHECK_DELAY_MS));
    const message = 'You can only select between 08:00 AM and 05:30 PM';
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(field()).toHaveValue('');
    expect(screen.getByTestId('value')).toHaveTextContent('');
    expect(toastMessages()).toEqual([`error: ${message}`]);
  });

  it('disables the times before the lower bound, and picking one clears the field with an error toast', () => {
    render(<Harness initial="14:00" min="13:15" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show times for Start Time' }));
    const listbox = screen.getByRole('listbox', { name: 'Start Time' });
    expect(listbox).toBeVisible();
    expect(screen.getByRole('option', { name: '01:00 PM' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: '01:15 PM' })).not.toHaveAttribute('aria-disabled');
    fireEvent.click(screen.getByRole('option', { name: '01:00 PM' }));
    const message = 'You can only select after 01:15 PM';
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(field()).toHaveValue('');
    expect(toastMessages()).toEqual([`error: ${message}`]);
  });

  it('refuses a time after the upper bound picked with the keyboard', () => {
    render(<Harness initial="07:00" max="07:00" />);
    fireEvent.click(field());
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveAttribute('aria-activedescendant', 'start-time-time-0');
    press('ArrowDown');
    expect(field()).toHaveAttribute('aria-activedescendant', 'start-time-time-1');
    expect(screen.getByRole('option', { name: '07:15 AM' })).toHaveAttribute('aria-selected', 'true');
    press('Enter');
    const message = 'You can only select before 07:00 AM';
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(toastMessages()).toEqual([`error: ${message}`]);
    expect(screen.getByTestId('value')).toHaveTextContent('');
  });

  it('picks with arrows and Enter, and closes with Escape', () => {
    render(<Harness initial="23:45" />);
    press('ArrowDown');
    expect(screen.getByRole('option', { name: '11:45 PM' })).toHaveAttribute('aria-selected', 'true');
    press('ArrowDown');
    press('Enter');
    expect(screen.getByTestId('value')).toHaveTextContent('00:00');
    expect(field()).toHaveValue('12:00 AM');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    press('ArrowDown');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    press('Escape');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(toastMessages()).toEqual([]);
  });

  it('offers 11:59 PM last', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Show times for Start Time' }));
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveTextContent('07:00 AM');
    expect(options.at(-2)).toHaveTextContent('06:45 AM');
    expect(options.at(-1)).toHaveTextContent('11:59 PM');
  });
});
