import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyOrganisationThemeToShadow, organisationThemeCss } from './organisation-theme';

const GREEN = { brand_color: '#0b5d1e', brand_contrast_color: '#ffffff' };
const GREEN_CSS =
  ':host,[data-motorpool-theme]{--motorpool-color-brand:#0b5d1e;--motorpool-color-brand-contrast:#ffffff;--motorpool-color-focus-ring:rgba(11, 93, 30, 0.45)}';

function shadowRoot() {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(ShadowRoot.prototype, 'adoptedStyleSheets');
});

describe('organisationThemeCss', () => {
  it('writes nothing but #rrggbb colours', () => {
    expect(organisationThemeCss(GREEN)).toBe(GREEN_CSS);
    expect(organisationThemeCss({ brand_color: 'red}:host{display:none', brand_contrast_color: '#ffffff' })).toBe('');
    expect(organisationThemeCss(null)).toBe('');
  });
});

describe('applyOrganisationThemeToShadow', () => {
  it('without adoptable sheets (jsdom, Safari before 16.4): a <style> after the widget’s, changed and taken away in place', () => {
    const root = shadowRoot();
    root.append(document.createElement('style'));
    applyOrganisationThemeToShadow(root, GREEN);
    const styles = root.querySelectorAll('style');
    expect(styles).toHaveLength(2);
    expect(styles[1]?.textContent).toBe(GREEN_CSS);
    applyOrganisationThemeToShadow(root, { brand_color: '#1f4fd1', brand_contrast_color: '#ffffff' });
    expect(root.querySelectorAll('style')).toHaveLength(2);
    applyOrganisationThemeToShadow(root, null);
    expect(root.querySelectorAll('style')).toHaveLength(1);
  });

  it('with adoptable sheets: a sheet adopted after the widget’s, since adopted sheets outrank every <style>', () => {
    class ConstructableSheet {
      cssText = '';
      replaceSync(text: string) {
        this.cssText = text;
      }
    }
    const adopted = new WeakMap<ShadowRoot, ConstructableSheet[]>();
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
    const root = shadowRoot();
    const widgetSheet = new ConstructableSheet();
    root.adoptedStyleSheets = [widgetSheet as unknown as CSSStyleSheet];

    applyOrganisationThemeToShadow(root, null);
    expect(adopted.get(root)).toEqual([widgetSheet]);
    applyOrganisationThemeToShadow(root, GREEN);
    applyOrganisationThemeToShadow(root, GREEN);
    const sheets = adopted.get(root) ?? [];
    expect(sheets).toHaveLength(2);
    expect(sheets[0]).toBe(widgetSheet);
    expect(sheets[1]?.cssText).toBe(GREEN_CSS);
    applyOrganisationThemeToShadow(root, null);
    expect(sheets[1]?.cssText).toBe('');
    expect(root.querySelector('style')).toBeNull();
  });
});
