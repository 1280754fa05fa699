import { style } from '@vanilla-extract/css';
import { card } from '../ui/form/form.css';

export const root = style([card, { width: '100%', maxWidth: '896px' }]);
