/// <reference types="vite/client" />
import { composeStories, setProjectAnnotations } from '@storybook/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';

setProjectAnnotations(preview);

// Every story file is found, so a new widget's stories are covered without editing this list.
const storyModules = import.meta.glob<Parameters<typeof composeStories>[0]>('./**/*.stories.tsx', { eager: true });

const axeOptions: axe.RunOptions = {
  resultTypes: ['violations'],
  // The stylesheet preload serves only css-orientation-lock, which needs a browser's CSSOM; skipping it saves time per story.
  preload: false,
  // jsdom's frames cannot answer axe's messages (a template preview's sandboxed email); the portal's e2e axe run in a real browser checks frames.
  iframes: false,
  rules: {
    // jsdom lays nothing out and computes no colours, so axe cannot measure contrast here;
    // the portal's e2e axe run in a real browser checks it.
    'color-contrast': { enabled: false },
    // Measures icon-font ligatures on a canvas, which jsdom lacks: here the rule could only error, never decide.
    'label-content-name-mismatch': { enabled: false },
  },
};

/** axe's serious and critical violations in what the story rendered (portals into the body included). */
async function seriousViolations(): Promise<string[]> {
  const { violations } = await axe.run(document.body, axeOptions);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

// Every story renders, passes its play function and has no serious or critical axe violation,
// so a broken or inaccessible story fails CI rather than the Storybook build.
describe.each(Object.entries(storyModules))('%s', (_file, module) => {
  const stories: Record<string, { run(): Promise<void> }> = composeStories(module);
  // axe over the largest stories (a week of bookings, a page of users) takes seconds in jsdom on a busy machine.
  it.each(Object.entries(stories))(
    '%s',
    async (_name, Story) => {
      await Story.run();
      expect(await seriousViolations()).toEqual([]);
    },
    20_000,
  );
});
