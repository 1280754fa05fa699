import { style } from '@vanilla-extract/css';
import { card } from '../ui/form/form.css';

export const root = style([card, { width: '100%', maxWidth: '704px' }]);

// Name, industry and domain side by side: the card form's columns.
export { fieldColumns as fields, cardHeading as heading } from '../ui/form/form.css';
