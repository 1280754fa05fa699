import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import * as elements from './elements';

type ElementsModule = typeof elements;
/** Every `*_TAG` the elements entry exports. */
type ExportedTag = { [Name in keyof ElementsModule]: Name extends `${string}_TAG` ? ElementsModule[Name] : never }[keyof ElementsModule];

const exportedTags = new Set(Object.entries(elements).flatMap(([name, value]) => (name.endsWith('_TAG') && typeof value === 'string' ? [value] : [])));

/** The tags `registerMotorpoolElements` defines, read from a registry that only records. */
function registeredTags(): string[] {
  const defined: string[] = [];
  const registry = { get: () => undefined, define: (tag: string) => defined.push(tag) } as unknown as CustomElementRegistry;
  elements.registerMotorpoolElements(registry);
  return defined;
}

/** Each element's JSDoc, read from its `element.ts`, with the `@csspart` names it documents. */
const sources = import.meta.glob<string>('./*/element.ts', { query: '?raw', import: 'default', eager: true });
const ELEMENT_DOC = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export const (Motorpool\w+Element) = createMotorpoolElement\((\w+_TAG)/g;
const documented = Object.entries(sources).flatMap(([file, source]) =>
  [...source.matchAll(ELEMENT_DOC)].map(([, doc = '', className = '', tagName = '']) => ({
    file,
    className,
    tag: (elements as Record<string, unknown>)[tagName] as string,
    parts: [...doc.matchAll(/@csspart ([\w-]+)/g)].map(([, part = '']) => part),
  })),
);

describe('the elements entry', () => {
  it('gives every tag it exports an HTMLElementTagNameMap entry (checked by the typecheck)', () => {
    expectTypeOf<ExportedTag>().toExtend<keyof HTMLElementTagNameMap>();
    expectTypeOf<HTMLElementTagNameMap['motorpool-user-table']>().toExtend<HTMLElement>();
  });

  it('registers only tags it exports, so each is in the tag map', () => {
    const tags = registeredTags();
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.filter((tag) => !exportedTags.has(tag))).toEqual([]);
    expect(new Set(tags).size).toBe(tags.length);
  });

  it('finds the JSDoc of every registered element', () => {
    expect(documented.map(({ tag }) => tag).sort()).toEqual(registeredTags().sort());
  });
});

/** What an element needs before it shows anything: the record it shows. */
const ATTRIBUTES: Record<string, string> = {
  'motorpool-booking-detail': 'pk="1"',
  'motorpool-user-detail': 'pk="1"',
};

describe('documented CSS parts', () => {
  beforeAll(() => {
    elements.registerMotorpoolElements();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  const withParts = documented.filter(({ parts }) => parts.length > 0);

  it.each(withParts.map((element) => [element.tag, element] as const))('<%s> renders each part its JSDoc names', async (_tag, { tag, parts }) => {
    // Without data to show, against a server that cannot answer: the parts are there all the same.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ errors: { title: 'Service unavailable' } }), { status: 503, headers: { 'content-type': 'application/json' } }),
      ),
    );
    document.body.innerHTML = `<${tag} api-base="https://api.motorpool.test" ${ATTRIBUTES[tag] ?? ''}></${tag}>`;
    const root = document.querySelector(tag)?.shadowRoot;
    await waitFor(() => {
      const missing = parts.filter((part) => !root?.querySelector(`[part~="${part}"]`));
      expect(missing).toEqual([]);
    });
  });
});
