import { afterEach, describe, expect, it } from 'vitest';
import { deepActiveElement } from './deep-active-element';

afterEach(() => document.body.replaceChildren());

describe('deepActiveElement', () => {
  it('finds the focused element inside a shadow root, where document.activeElement is the host', () => {
    const host = document.body.appendChild(document.createElement('div'));
    const button = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('button'));
    button.focus();
    expect(document.activeElement).toBe(host);
    expect(deepActiveElement()).toBe(button);
  });

  it('is document.activeElement in the page itself', () => {
    const input = document.body.appendChild(document.createElement('input'));
    input.focus();
    expect(deepActiveElement()).toBe(input);
  });
});
