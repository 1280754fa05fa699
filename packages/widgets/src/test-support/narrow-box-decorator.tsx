import type { Decorator } from '@storybook/react-vite';

/** A story in a 360 px box, the width of a small phone or a partner page's narrow column: tables show their cards. */
export const inNarrowBox: Decorator = (Story) => (
  <div style={{ width: '360px', maxWidth: '100%' }}>
    <Story />
  </div>
);
