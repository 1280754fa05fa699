import { style } from '@vanilla-extract/css';
import '../theme/themes.css';

/** Sits level with the inputs beside it, under where their labels are. */
export const activeRow = style({ paddingTop: '30.4px' });

/** Delete stands apart from Save and Cancel, at the other end of the row. */
export const deleteSlot = style({ marginRight: 'auto' });
