import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/widgets/src/**/*.stories.tsx'],
  core: { disableTelemetry: true },
  // Storybook brings no plugins of its own for JSX or `.css.ts` files.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [react(), vanillaExtractPlugin()] }),
};

export default config;
