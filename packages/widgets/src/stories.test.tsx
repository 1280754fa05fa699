import { composeStories, setProjectAnnotations } from '@storybook/react';
import { describe, it } from 'vitest';
import preview from '../../../.storybook/preview';
import * as signInStories from './sign-in/SignIn.stories';

setProjectAnnotations(preview);

// Every story renders and passes its play function, so a broken story fails CI rather than the Storybook build.
const storyFiles = { SignIn: composeStories(signInStories) };

describe.each(Object.entries(storyFiles))('%s stories', (_file, stories) => {
  it.each(Object.entries(stories))('%s', async (_name, Story) => {
    await Story.run();
  });
});
