import type { ImportProgress, ImportSummary } from '@motorpool/api';

/** A dry run of a 12-row file in which rows 4 and 9 have errors. */
export const previewWithErrors: ImportSummary = {
  type: 'summary',
  dry_run: true,
  saved: false,
  total: 12,
  valid: 10,
  created: 7,
  updated: 2,
  unchanged: 1,
  failed: 2,
  errors: [
    { row: 4, fields: { Email: 'Invalid Email', Branch: 'No Branch named "Paramatta"' } },
    { row: 9, fields: { 'Date of Birth': 'Enter the date as dd/MM/yyyy or yyyy-MM-dd' } },
  ],
};

export const cleanPreview: ImportSummary = { ...previewWithErrors, valid: 12, created: 9, failed: 0, errors: [] };

/** Importing only the valid rows of `previewWithErrors`. */
export const importedSummary: ImportSummary = { ...previewWithErrors, dry_run: false, saved: true };

export const savingProgress: ImportProgress = { type: 'progress', phase: 'saving', processed: 4_000, total: 10_000 };
export const checkingProgress: ImportProgress = { type: 'progress', phase: 'checking', processed: 2_500, total: 10_000 };
