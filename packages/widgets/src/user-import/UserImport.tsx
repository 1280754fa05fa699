import { IMPORT_FORMATS, IMPORT_MAX_BYTES, importMessages, type ImportFormat, type ImportProgress, type ImportSummary } from '@motorpool/api';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { FormAlert } from '../ui/form/FormAlert';
import * as formStyles from '../ui/form/form.css';
import type { ThemeName } from '../theme/theme-names';
import * as styles from './UserImport.css';
import type { UserImportStatus } from './store';
import { ActionRow } from '../ui/action-row/ActionRow';
import { Button } from '../ui/button/Button';

export type UserImportProps = {
  status: UserImportStatus;
  fileName?: string | null;
  progress?: ImportProgress | null;
  /** The dry run's summary, shown as the preview. */
  preview?: ImportSummary | null;
  /** The summary of the import itself. */
  result?: ImportSummary | null;
  /** Why the last step failed (the server's title). */
  error?: string | null;
  /** The template format being downloaded right now. */
  templateFormat?: ImportFormat | null;
  onDownloadTemplate: (format: ImportFormat) => void;
  onFileChosen: (file: File) => void;
  /** `onlyValid`: save the valid rows of a file that has errors. */
  onImport: (onlyValid: boolean) => void;
  /** Back to choosing a file. */
  onReset: () => void;
  heading?: string;
  theme?: ThemeName;
};

/** Row errors listed at most; the counts above always cover them all. */
export const ERRORS_SHOWN = 200;

const ACCEPTED_FILES = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const number = (value: number) => value.toLocaleString('en-AU');
const plural = (count: number, one: string, many: string) => `${number(count)} ${count === 1 ? one : many}`;

/**
 * Bulk import of users (`/users-import`) without any HTTP: the template
 * download, the file choice, the dry run's preview with each row's errors,
 * import all or only the valid rows, progress while either runs, and the
 * summary.
 */
export function UserImport({
  status,
  fileName,
  progress,
  preview,
  result,
  error,
  templateFormat,
  onDownloadTemplate,
  onFileChosen,
  onImport,
  onReset,
  heading = 'Import Users',
  theme,
}: UserImportProps) {
  const id = useId();
  const busy = status === 'checking' || status === 'importing';

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again, once corrected, is a change too.
    event.target.value = '';
    if (file) onFileChosen(file);
  }

  return (
    <section part="base" className={styles.root} data-motorpool-theme={theme} aria-labelledby={`${id}-heading`} aria-busy={busy || undefined}>
      <h2 part="heading" id={`${id}-heading`} className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.lead}>Add or update many users at once from a CSV or XLSX file.</p>

      <ol className={styles.steps}>
        <li className={styles.step}>
          <h3 className={styles.stepHeading}>Download the template</h3>
          <p className={styles.stepText}>
            One user per row. Branch, Hub, Role, User Status, Department and Cost Centre by their names in Motorpool; dates as dd/MM/yyyy. Users already in your
            organisation are matched by email, else by Employee ID, and updated.
          </p>
          <ActionRow align="start">
            {IMPORT_FORMATS.map((format) => (
              <Button
                variant="outline"
                size="small"
                key={format}
                onClick={() => onDownloadTemplate(format)}
                disabled={templateFormat !== null && templateFormat !== undefined}
              >
                {templateFormat === format ? 'Downloading…' : `${format.toUpperCase()} template`}
              </Button>
            ))}
          </ActionRow>
        </li>

        <li className={styles.step}>
          <h3 className={styles.stepHeading}>Choose your file</h3>
          <label className={styles.fileLabel} htmlFor={`${id}-file`}>
            CSV or XLSX file, up to {IMPORT_MAX_BYTES / 1024 / 1024} MB
          </label>
          <input id={`${id}-file`} className={styles.fileInput} type="file" accept={ACCEPTED_FILES} onChange={chosen} disabled={busy} />
          {fileName && <p className={styles.stepText}>Chosen: {fileName}</p>}
        </li>

        <li className={styles.step}>
          <h3 className={styles.stepHeading}>Check and import</h3>
          <FormAlert messages={[error]} />
          {status === 'idle' && !error && <p className={styles.stepText}>The file is checked first; nothing is saved until you import.</p>}
          {busy && <ProgressBar status={status} progress={progress ?? null} />}
          {status === 'preview' && preview && <Preview preview={preview} onImport={onImport} onReset={onReset} />}
          {status === 'done' && result && <Result result={result} onReset={onReset} />}
        </li>
      </ol>
    </section>
  );
}

function ProgressBar({ status, progress }: { status: UserImportStatus; progress: ImportProgress | null }) {
  const saving = progress?.phase === 'saving';
  const label = saving ? 'Saving users' : status === 'importing' ? 'Importing users' : 'Checking rows';
  const total = progress?.total ?? 0;
  const processed = Math.min(progress?.processed ?? 0, total);
  const percent = total > 0 ? Math.round((processed / total) * 100) : 0;
  return (
    <div className={styles.progress}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total || undefined}
        aria-valuenow={total ? processed : undefined}
        className={styles.progressTrack}
      >
        <div className={total ? styles.progressFill : styles.progressFillUnknown} style={total ? { width: `${percent}%` } : undefined} />
      </div>
      <p className={styles.progressText} aria-live="polite">
        {total ? `${label}: ${number(processed)} of ${number(total)}` : `${label}…`}
      </p>
    </div>
  );
}

function Counts({ entries }: { entries: ReadonlyArray<readonly [string, number]> }) {
  return (
    <dl className={styles.counts}>
      {entries.map(([term, value]) => (
        <div key={term} className={styles.count}>
          <dt className={styles.countTerm}>{term}</dt>
          <dd className={styles.countValue}>{number(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function RowErrors({ summary }: { summary: ImportSummary }) {
  if (summary.errors.length === 0) return null;
  const shown = summary.errors.slice(0, ERRORS_SHOWN);
  return (
    <RowTable
      heading="Row errors"
      columns={['Row', 'Column', 'Error']}
      cappedText={
        summary.errors.length > shown.length && `Showing the first ${number(shown.length)} of ${plural(summary.errors.length, 'row', 'rows')} with errors.`
      }
    >
      {shown.flatMap(({ row, fields }) =>
        Object.entries(fields).map(([column, message]) => (
          <tr key={`${row}-${column}`}>
            <td className={styles.rowCell}>{row}</td>
            <td className={styles.cell}>{column}</td>
            <td className={styles.cell}>{message}</td>
          </tr>
        )),
      )}
    </RowTable>
  );
}

/** Rows whose account was already in use: their holders are invited rather than added, as Add New User does. */
function RowInvitations({ summary }: { summary: ImportSummary }) {
  const invitations = summary.invitations ?? [];
  if (invitations.length === 0) return null;
  const shown = invitations.slice(0, ERRORS_SHOWN);
  return (
    <RowTable
      heading="Invitations"
      columns={['Row', 'Outcome']}
      cappedText={
        invitations.length > shown.length && `Showing the first ${number(shown.length)} of ${plural(invitations.length, 'invitation', 'invitations')}.`
      }
    >
      {shown.map(({ row, message }) => (
        <tr key={row}>
          <td className={styles.rowCell}>{row}</td>
          <td className={styles.cell}>{message}</td>
        </tr>
      ))}
    </RowTable>
  );
}

type RowTableProps = {
  heading: string;
  columns: readonly string[];
  /** Says how many are left out, when the list is longer than what is shown. */
  cappedText: string | false;
  children: ReactNode;
};

/** What an import said about some of the file's rows, under a heading that names the table. */
function RowTable({ heading, columns, cappedText, children }: RowTableProps) {
  const id = useId();
  return (
    <div className={styles.errors}>
      <h4 id={id} className={styles.errorsHeading}>
        {heading}
      </h4>
      {cappedText && <p className={styles.stepText}>{cappedText}</p>}
      <div className={styles.scroller}>
        <table className={styles.table} aria-labelledby={id}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={styles.headerCell}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </div>
  );
}

/** The invited count only where there is one, so files without invitations read as before. */
const invitedEntry = (label: string, summary: ImportSummary): [string, number][] => (summary.invited ? [[label, summary.invited]] : []);

function Preview({ preview, onImport, onReset }: { preview: ImportSummary; onImport: (onlyValid: boolean) => void; onReset: () => void }) {
  const hasErrors = preview.failed > 0;
  return (
    <div className={styles.outcome}>
      <Counts
        entries={[
          ['Total rows', preview.total],
          ['Valid rows', preview.valid],
          ['Rows with errors', preview.failed],
          ['New users', preview.created],
          ['Updated users', preview.updated],
          ['Unchanged', preview.unchanged],
          ...invitedEntry('To invite', preview),
        ]}
      />
      {hasErrors && <p className={styles.warning}>{importMessages.hasErrors}</p>}
      <ActionRow align="start">
        <Button size="small" onClick={() => onImport(false)} disabled={hasErrors || preview.valid === 0}>
          Import all
        </Button>
        {hasErrors && preview.valid > 0 && (
          <Button variant="outline" size="small" onClick={() => onImport(true)}>
            Import only the {plural(preview.valid, 'valid row', 'valid rows')}
          </Button>
        )}
        <Button variant="text" size="small" onClick={onReset}>
          Choose another file
        </Button>
      </ActionRow>
      <RowErrors summary={preview} />
      <RowInvitations summary={preview} />
    </div>
  );
}

function Result({ result, onReset }: { result: ImportSummary; onReset: () => void }) {
  return (
    <div className={styles.outcome}>
      <p role="status" className={formStyles.success}>
        Import finished: {plural(result.created, 'user', 'users')} added, {number(result.updated)} updated, {number(result.unchanged)} unchanged
        {result.failed > 0 ? `, ${plural(result.failed, 'row', 'rows')} not imported` : ''}.
        {result.created > 0 ? ' People new to Motorpool receive an email to activate their account.' : ''}
        {result.invited
          ? ` ${plural(result.invited, 'person', 'people')} already using Motorpool ${result.invited === 1 ? 'was' : 'were'} invited and ${result.invited === 1 ? 'joins' : 'join'} once they accept.`
          : ''}
      </p>
      <Counts
        entries={[
          ['Added', result.created],
          ['Updated', result.updated],
          ['Unchanged', result.unchanged],
          ...invitedEntry('Invited', result),
          ['Not imported', result.failed],
        ]}
      />
      <ActionRow align="start">
        <Button variant="outline" size="small" onClick={onReset}>
          Import another file
        </Button>
      </ActionRow>
      <RowErrors summary={result} />
      <RowInvitations summary={result} />
    </div>
  );
}
