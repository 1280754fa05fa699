import { EXPORT_FORMATS, type ExportFormat } from '@motorpool/api';
import { Button } from '../../ui/button/Button';
import * as styles from './ExportButtons.css';

/** CSV and XLSX, side by side under one 'Export' label; unavailable while an export runs. */
export function ExportButtons({ running, onExport }: { running: boolean; onExport: (format: ExportFormat) => void }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: two buttons inline in the toolbar, not a form's fields; a fieldset would be a block with a border and legend.
    <span className={styles.group} role="group" aria-label="Export">
      <span className={styles.groupLabel} aria-hidden="true">
        Export
      </span>
      {EXPORT_FORMATS.map((format) => (
        <Button variant="text" size="small" key={format} aria-label={`Export ${format.toUpperCase()}`} disabled={running} onClick={() => onExport(format)}>
          {format.toUpperCase()}
        </Button>
      ))}
    </span>
  );
}
