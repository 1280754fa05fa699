import r2wc from '@r2wc/react-to-web-component';
import { createElement, type ComponentType } from 'react';
// The theme defaults (`:root, :host`) must reach every shadow root, whichever widgets a bundle holds.
import '../theme/themes.css';
import { styleShadowRoot, WIDGET_ROOT_ATTRIBUTE, type HostDisplay } from './widget-styles';

type R2wcOptions<Props extends object> = NonNullable<Parameters<typeof r2wc<Props>>[1]>;

export type MotorpoolElementOptions<Props extends object> = {
  /** How r2wc reads each attribute (`'string'`, `'number'`, `'boolean'`, …). */
  props: R2wcOptions<Props>['props'];
  /** `block` unless the widget sits in a line of text or a toolbar. */
  display?: HostDisplay;
};

/** A `motorpool-*` element class; it knows the tag it is meant to be defined under. */
export type MotorpoolElementConstructor = CustomElementConstructor & { readonly tag: string };

/**
 * Makes `Component` a custom element: r2wc renders it into an open
 * shadow root, which is given the widgets' CSS and host rules before React
 * mounts, so the page's CSS cannot reach in and the widget's cannot leak out.
 * Popovers and dialogs must render inside that root too (never
 * `document.body`). The component's `container` prop is the shadow root;
 * events go out from its host (`dispatchFromHost`).
 *
 * It does not define the element: `registerMotorpoolElements` and the
 * element bundles do, under `tag`, only where it is not defined yet.
 */
export function createMotorpoolElement<Props extends object>(
  tag: string,
  Component: ComponentType<Props>,
  { props, display = 'block' }: MotorpoolElementOptions<Props>,
): MotorpoolElementConstructor {
  // Inside the wrapper the page's inherited text styles stop (see widget-styles.ts).
  const Isolated = (componentProps: Props) => createElement('div', { [WIDGET_ROOT_ATTRIBUTE]: '' }, createElement(Component, componentProps));
  const ReactElement = r2wc(Isolated, { shadow: 'open', props });
  return class MotorpoolElement extends ReactElement {
    static readonly tag = tag;

    constructor() {
      super();
      // r2wc attached the root in its constructor and mounts React only once connected.
      if (!this.shadowRoot) throw new Error(`<${tag}> has no shadow root to style`);
      styleShadowRoot(this.shadowRoot, display);
    }
  };
}

const isMotorpoolElement = (value: unknown): value is MotorpoolElementConstructor =>
  typeof value === 'function' && typeof (value as { tag?: unknown }).tag === 'string' && value.prototype instanceof HTMLElement;

/**
 * Defines every element class among a module's exports under its tag, unless
 * that tag is taken (a second copy of the widgets on the page defined it
 * first). The per-widget bundles call it with their feature's `element.ts`.
 */
export function defineExportedElements(module: Record<string, unknown>, registry: CustomElementRegistry = customElements): void {
  for (const value of Object.values(module)) {
    if (isMotorpoolElement(value) && !registry.get(value.tag)) registry.define(value.tag, value);
  }
}
