import type { Decorator, Preview } from '@storybook/react-vite';
import '../packages/widgets/src/theme/themes.css';
import { applyTheme, isThemeName, THEME_NAMES } from '../packages/widgets/src/theme/theme-names';

// Themes the whole canvas, as a host page would, so a story shows what a themed page gets.
// (Called as a function: the root has no React types to check JSX here against.)
const withTheme: Decorator = (Story, context) => {
  const theme: unknown = context.globals.theme;
  applyTheme(document.documentElement, isThemeName(theme) ? theme : 'default');
  return Story();
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Motorpool theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: THEME_NAMES.map((name) => ({ value: name, title: name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default' },
  parameters: {
    layout: 'centered',
    controls: { expanded: true },
  },
};

export default preview;
