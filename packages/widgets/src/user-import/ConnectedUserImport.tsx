import { employeeTransferCalls, type ImportFormat, type ImportSummary } from '@motorpool/api';
import { useRef } from 'react';
import { failureTitle } from '../api/api-failure';
import { sessionClientOptions } from '../session/session-api';
import { saveFile } from '../flows/table-export/save-file';
import type { ThemeName } from '../theme/theme-names';
import { UserImport } from './UserImport';
import { UserImportStoreProvider, useUserImportStore, useUserImportStoreApi } from './store';

export type ConnectedUserImportProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** Called once an import has saved, with its summary. */
  onImported?: (summary: ImportSummary) => void;
  heading?: string;
  theme?: ThemeName;
};

/** `UserImport` wired to `employees-extensions/import/` with the shared session. */
export function ConnectedUserImport(props: ConnectedUserImportProps) {
  return (
    <UserImportStoreProvider>
      <ConnectedUserImportSteps {...props} />
    </UserImportStoreProvider>
  );
}

function ConnectedUserImportSteps({ apiBase, onImported, heading, theme }: ConnectedUserImportProps) {
  const store = useUserImportStoreApi();
  const state = useUserImportStore((current) => current);
  // A ref, not store state: the file is nothing to render, only what the import sends again after the preview.
  const chosenFile = useRef<File | null>(null);
  const transfers = () => employeeTransferCalls(sessionClientOptions(apiBase));

  async function downloadTemplate(format: ImportFormat) {
    const { templateStarted, templateFinished } = store.getState();
    templateStarted(format);
    try {
      saveFile(await transfers().downloadImportTemplate(format));
      templateFinished(null);
    } catch (error) {
      templateFinished(failureTitle(error));
    }
  }

  async function check(file: File) {
    const { checkStarted, progressed, checked, failed } = store.getState();
    checkStarted(file.name);
    chosenFile.current = file;
    try {
      checked(await transfers().importEmployees(file, file.name, { dryRun: true }, progressed));
    } catch (error) {
      failed(failureTitle(error));
    }
  }

  async function runImport(onlyValid: boolean) {
    const file = chosenFile.current;
    if (!file) return;
    const { importStarted, progressed, imported, checked, failed } = store.getState();
    importStarted();
    try {
      const summary = await transfers().importEmployees(file, file.name, { onlyValid }, progressed);
      // Refused because rows have errors now (someone took an Employee ID since the preview): back to a fresh preview.
      if (!summary.saved) {
        checked(summary);
        return;
      }
      imported(summary);
      onImported?.(summary);
    } catch (error) {
      failed(failureTitle(error));
    }
  }

  return (
    <UserImport
      status={state.status}
      fileName={state.fileName}
      progress={state.progress}
      preview={state.preview}
      result={state.result}
      error={state.error}
      templateFormat={state.templateFormat}
      onDownloadTemplate={(format) => void downloadTemplate(format)}
      onFileChosen={(file) => void check(file)}
      onImport={(onlyValid) => void runImport(onlyValid)}
      onReset={() => {
        chosenFile.current = null;
        store.getState().reset();
      }}
      heading={heading}
      theme={theme}
    />
  );
}
