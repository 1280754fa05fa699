import { createElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMotorpoolElement, defineExportedElements } from './motorpool-element';
import { adoptWidgetCss } from './widget-styles';

/**
 * jsdom lacks constructable sheets and `adoptedStyleSheets`; these stand in
 * for what browsers since Chrome 73, Firefox 101 and Safari 16.4 provide, so
 * the sharing logic is tested here and the real cascade in Chromium (e2e).
 */
class ConstructableSheet {
  cssText = '';
  replaceSync(text: string) {
    this.cssText = text;
  }
}
const adopted = new WeakMap<ShadowRoot, ConstructableSheet[]>();

beforeAll(() => {
  vi.stubGlobal('CSSStyleSheet', ConstructableSheet);
  Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', {
    configurable: true,
    get(this: ShadowRoot) {
      return adopted.get(this) ?? [];
    },
    set(this: ShadowRoot, sheets: ConstructableSheet[]) {
      adopted.set(this, sheets);
    },
  });
});

afterAll(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(ShadowRoot.prototype, 'adoptedStyleSheets');
});

afterEach(() => {
  document.body.replaceChildren();
});

adoptWidgetCss('.card{padding:8px}');

const Card = () => createElement('div', { className: 'card' }, 'Card');
const Bell = () => createElement('button', { type: 'button' }, 'Bell');
defineExportedElements({
  CardElement: createMotorpoolElement('motorpool-test-card', Card, { props: {} }),
  BellElement: createMotorpoolElement('motorpool-test-bell', Bell, { props: {}, display: 'inline-block' }),
});

const rootOf = (selector: string) => document.querySelector(selector)!.shadowRoot!;
const sheetsOf = (selector: string) => rootOf(selector).adoptedStyleSheets as unknown as ConstructableSheet[];

describe('shadow roots where the browser adopts constructable sheets', () => {
  it("adopts one widgets' sheet, shared by every element, once per root, and no <style>", () => {
    document.body.innerHTML =
      '<motorpool-test-card></motorpool-test-card><motorpool-test-card></motorpool-test-card><motorpool-test-bell></motorpool-test-bell>';
    const [first, second] = [...document.querySelectorAll('motorpool-test-card')].map(
      (card) => card.shadowRoot!.adoptedStyleSheets as unknown as ConstructableSheet[],
    );
    const bell = sheetsOf('motorpool-test-bell');

    const widgetSheet = first!.find((sheet) => sheet.cssText.includes('.card{padding:8px}'));
    expect(widgetSheet).toBeDefined();
    expect(second!.filter((sheet) => sheet === widgetSheet)).toHaveLength(1);
    expect(bell).toContain(widgetSheet);
    expect(first!.filter((sheet) => sheet === widgetSheet)).toHaveLength(1);
    expect(rootOf('motorpool-test-card').querySelector('style')).toBeNull();
  });

  it('gives block and inline widgets their own host rule', () => {
    document.body.innerHTML = '<motorpool-test-card></motorpool-test-card><motorpool-test-bell></motorpool-test-bell>';
    const hostRules = (selector: string) =>
      sheetsOf(selector)
        .filter((sheet) => sheet.cssText.startsWith(':host'))
        .map((sheet) => sheet.cssText);

    expect(hostRules('motorpool-test-card')[0]).toMatch(/^:host\{visibility:inherit;pointer-events:inherit;display:block\}:host\(\[hidden\]\)\{display:none\}/);
    expect(hostRules('motorpool-test-bell')[0]).toMatch(/^:host\{visibility:inherit;pointer-events:inherit;display:inline-block\}/);
    expect(hostRules('motorpool-test-card')).toHaveLength(1);
  });

  it('adds the CSS of a bundle loaded later to the sheet the elements on the page already share', () => {
    document.body.innerHTML = '<motorpool-test-card></motorpool-test-card>';

    adoptWidgetCss('.later{margin:0}');

    const widgetSheet = sheetsOf('motorpool-test-card').find((sheet) => sheet.cssText.includes('.card{padding:8px}'));
    expect(widgetSheet?.cssText).toBe('.card{padding:8px}\n.later{margin:0}');
  });
});
