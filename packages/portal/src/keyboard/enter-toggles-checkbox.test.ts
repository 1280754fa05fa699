import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installEnterTogglesCheckbox } from './enter-toggles-checkbox';

let uninstall: () => void;

beforeEach(() => {
  uninstall = installEnterTogglesCheckbox();
});

afterEach(() => {
  uninstall();
  document.body.innerHTML = '';
});

function press(element: Element, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, composed: true, ...init });
  element.dispatchEvent(event);
  return event;
}

function checkbox(): HTMLInputElement {
  const input = document.createElement('input');
  input.type = 'checkbox';
  return input;
}

describe('Enter on a focused checkbox (spec §2)', () => {
  it('toggles it, with the change event, and keeps its form from submitting', () => {
    const form = document.createElement('form');
    const input = checkbox();
    const changed = vi.fn();
    input.addEventListener('change', changed);
    form.append(input);
    document.body.append(form);

    const event = press(input);
    expect(input.checked).toBe(true);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);

    press(input);
    expect(input.checked).toBe(false);
  });

  it('leaves a checkbox alone when a widget already handled Enter', () => {
    const widget = document.createElement('div');
    const input = checkbox();
    widget.append(input);
    widget.addEventListener('keydown', (event) => event.preventDefault());
    document.body.append(widget);

    press(input);
    expect(input.checked).toBe(false);
  });

  it('ignores other keys, modified Enter, disabled checkboxes and other inputs', () => {
    const input = checkbox();
    const disabled = checkbox();
    disabled.disabled = true;
    const radio = document.createElement('input');
    radio.type = 'radio';
    document.body.append(input, disabled, radio);

    press(input, { key: ' ' });
    press(input, { ctrlKey: true });
    press(disabled);
    press(radio);
    expect([input.checked, disabled.checked, radio.checked]).toEqual([false, false, false]);
  });

  it('reaches a checkbox inside a shadow root', () => {
    const host = document.createElement('div');
    const input = checkbox();
    host.attachShadow({ mode: 'open' }).append(input);
    document.body.append(host);

    press(input);
    expect(input.checked).toBe(true);
  });

  it('stops when uninstalled', () => {
    const input = checkbox();
    document.body.append(input);
    uninstall();
    uninstall = () => {};

    press(input);
    expect(input.checked).toBe(false);
  });
});
