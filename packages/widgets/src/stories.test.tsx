/// <reference types="vite/client" />
import { composeStories, setProjectAnnotations } from '@storybook/react';
import { describe, it } from 'vitest';
import preview from '../../../.storybook/preview';

setProjectAnnotations(preview);

// Every story file is found, so a new widget's stories are covered without editing this list.
const storyModules = import.meta.glob<Parameters<typeof composeStories>[0]>('./**/*.stories.tsx', { eager: true });

// Every story renders and passes its play function, so a broken story fails CI rather than the Storybook build.
describe.each(Object.entries(storyModules))('%s', (_file, module) => {
  const stories: Record<string, { run(): Promise<void> }> = composeStories(module);
  it.each(Object.entries(stories))('%s', async (_name, Story) => {
    await Story.run();
  });
});
