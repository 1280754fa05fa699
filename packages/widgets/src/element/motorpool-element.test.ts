import { createElement } from 'react';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMotorpoolElement, defineExportedElements } from './motorpool-element';
import { withinShadow } from './shadow-queries';
import { adoptWidgetCss } from './widget-styles';

// jsdom has no constructable, adoptable sheets: these tests see the `<style>` fallback
// (adopted-sheets.test.ts covers browsers that adopt).

type GreetingProps = { name?: string; container?: HTMLElement };

const containers: Array<HTMLElement | undefined> = [];

function Greeting({ name, container }: GreetingProps) {
  containers.push(container);
  return createElement('div', { className: 'greeting' }, createElement('p', null, `Hello ${name ?? 'nobody'}`));
}

// Registered before any element exists, as the element builds do at module evaluation.
adoptWidgetCss('.greeting{color:rgb(1, 2, 3)}');

const GreetingElement = createMotorpoolElement('motorpool-test-greeting', Greeting, { props: { name: 'string' } });
const InlineGreetingElement = createMotorpoolElement('motorpool-test-inline-greeting', Greeting, {
  props: { name: 'string' },
  display: 'inline-block',
});
defineExportedElements({ GreetingElement, InlineGreetingElement, GREETING_TAG: 'motorpool-test-greeting' });

afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
  containers.length = 0;
});

describe('createMotorpoolElement', () => {
  it('renders the component into an open shadow root that it hands the component as its container', async () => {
    document.body.innerHTML = '<motorpool-test-greeting name="Dana"></motorpool-test-greeting>';
    const host = document.querySelector('motorpool-test-greeting')!;

    expect(await withinShadow('motorpool-test-greeting').findByText('Hello Dana')).toBeInTheDocument();
    expect(host.shadowRoot?.mode).toBe('open');
    expect(host.children).toHaveLength(0);
    expect(containers.at(-1)).toBe(host.shadowRoot);
  });

  it("keeps the widget's nodes out of the page's selectors, so a rule like div { display: none } cannot match them", async () => {
    const hostile = document.createElement('style');
    hostile.textContent = 'div { display: none !important } * { all: unset }';
    document.head.append(hostile);
    document.body.innerHTML = '<div id="page-own"></div><motorpool-test-greeting name="Dana"></motorpool-test-greeting>';

    const greeting = await withinShadow('motorpool-test-greeting').findByText('Hello Dana');

    expect([...document.querySelectorAll('div')].map((div) => div.id)).toEqual(['page-own']);
    expect(document.querySelector('.greeting')).toBeNull();
    expect(greeting.closest('.greeting')?.getRootNode()).toBe(document.querySelector('motorpool-test-greeting')?.shadowRoot);
  });

  it("puts the host rules and the registered widgets' CSS in a <style> ahead of what React renders", async () => {
    document.body.innerHTML = '<motorpool-test-greeting name="Dana"></motorpool-test-greeting>';
    const root = document.querySelector('motorpool-test-greeting')!.shadowRoot!;

    await withinShadow('motorpool-test-greeting').findByText('Hello Dana');

    const style = root.firstElementChild;
    expect(style?.tagName).toBe('STYLE');
    expect(style?.textContent).toContain(':host{visibility:inherit;pointer-events:inherit;display:block}');
    expect(style?.textContent).toContain(':host([hidden]){display:none}');
    expect(style?.textContent).toContain('.greeting{color:rgb(1, 2, 3)}');
    expect(root.querySelectorAll('style')).toHaveLength(1);
  });

  it('renders the widget inside a wrapper that stops the page’s inherited text styles (the page cannot reach it)', async () => {
    document.body.innerHTML = '<motorpool-test-greeting name="Dana"></motorpool-test-greeting>';
    const root = document.querySelector('motorpool-test-greeting')!.shadowRoot!;
    const greeting = await withinShadow('motorpool-test-greeting').findByText('Hello Dana');
    expect(greeting.closest('[data-motorpool-root]')?.parentNode).toBe(root);
    expect(root.firstElementChild?.textContent).toMatch(/\[data-motorpool-root\]\{all:initial;display:contents;/);
  });

  it('lays an inline widget out as inline-block', () => {
    document.body.innerHTML = '<motorpool-test-inline-greeting></motorpool-test-inline-greeting>';
    const style = document.querySelector('motorpool-test-inline-greeting')!.shadowRoot!.firstElementChild;
    expect(style?.textContent).toContain(':host{visibility:inherit;pointer-events:inherit;display:inline-block}');
  });

  it('keeps its style and renders again when the element is moved (r2wc unmounts and mounts React)', async () => {
    document.body.innerHTML = '<section></section><motorpool-test-greeting name="Dana"></motorpool-test-greeting>';
    const host = document.querySelector('motorpool-test-greeting')!;
    await withinShadow('motorpool-test-greeting').findByText('Hello Dana');

    document.querySelector('section')!.append(host);

    await waitFor(() => expect(host.shadowRoot?.querySelector('.greeting')).not.toBeNull());
    expect(host.shadowRoot?.firstElementChild?.tagName).toBe('STYLE');
    expect(host.shadowRoot?.querySelectorAll('.greeting')).toHaveLength(1);
  });
});

describe('defineExportedElements', () => {
  it("defines a module's element classes under their tags and passes over its other exports", () => {
    expect(customElements.get('motorpool-test-greeting')).toBe(GreetingElement);
    expect(customElements.get('motorpool-test-inline-greeting')).toBe(InlineGreetingElement);
    expect(GreetingElement.tag).toBe('motorpool-test-greeting');
  });

  it('leaves a tag that is already defined to whoever defined it first', () => {
    const FirstCopy = createMotorpoolElement('motorpool-test-once', Greeting, { props: {} });
    const SecondCopy = createMotorpoolElement('motorpool-test-once', Greeting, { props: {} });

    defineExportedElements({ FirstCopy });
    expect(() => defineExportedElements({ SecondCopy })).not.toThrow();

    expect(customElements.get('motorpool-test-once')).toBe(FirstCopy);
  });
});
