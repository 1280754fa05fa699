// Not a .css.ts file: vanilla-extract lets style files export values only, not functions.

/** The rules of children laid one under another, `gap` apart, spread into a style. */
export const stack = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) as const;
