import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';
import { filterInput } from '../ui/data-table/DataTable.css';

const { font } = themeVars;

/** The toolbar's branch list: as tall as the search box beside it. */
export const select = style([filterInput, { width: 'auto', maxWidth: '100%', height: '36px', fontSize: font.sizeBody }]);
