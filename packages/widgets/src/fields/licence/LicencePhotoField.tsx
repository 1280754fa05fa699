import { useState, type ChangeEvent } from 'react';
import { failureTitle } from '../../api/api-failure';
import { controlAria } from '../../ui/field/FormField';
import * as formStyles from '../../ui/form/form.css';
import * as styles from './LicenseFields.css';

export type LicencePhotoFieldProps = {
  id: string;
  /** 'front photo' or 'back photo' (spec §3 labels). */
  label: string;
  /** Where the stored photo is served, or ''. */
  value: string;
  onChange: (url: string) => void;
  onBlur?: () => void;
  optional?: boolean;
  error?: string | null;
  disabled?: boolean;
  /** Stores the file (spec §7 two-step document upload) and answers where it is served; without it no file can be chosen. */
  onUpload?: (file: File) => Promise<string>;
};

/** The image types the server's upload accepts (it checks the bytes, not only the name). */
const ACCEPTED = 'image/png,image/jpeg,image/webp,image/gif';

/** One side of the licence: the stored photo, and a file input that uploads a new one at once. */
export function LicencePhotoField({ id, label, value, onChange, onBlur, optional, error, disabled, onUpload }: LicencePhotoFieldProps) {
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shownError = uploadError ?? error;
  const aria = controlAria(id, { error: shownError, hint: uploading ? 'Uploading...' : null });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file || !onUpload) return;
    setUploading(true);
    setUploadError(null);
    try {
      onChange(await onUpload(file));
    } catch (failure) {
      setUploadError(failureTitle(failure));
    } finally {
      setUploading(false);
      // Choosing the same file again should upload again.
      input.value = '';
      onBlur?.();
    }
  };

  return (
    <div className={formStyles.field}>
      <label htmlFor={disabled ? undefined : id} className={formStyles.label}>
        {label}
        {optional && <span className={formStyles.optional}>(optional)</span>}
      </label>
      {value ? <img className={styles.photo} src={value} alt={`Licence ${label}`} /> : <p className={formStyles.fieldHint}>No photo yet</p>}
      {!disabled && (
        <div className={styles.photoActions}>
          <input
            id={id}
            className={styles.fileInput}
            type="file"
            accept={ACCEPTED}
            // A phone opens its back camera for the licence card; desktops ignore it and show the file picker.
            capture="environment"
            {...aria}
            disabled={uploading || !onUpload}
            onChange={(event) => void choose(event)}
          />
          {value && (
            <button type="button" className={formStyles.linkButton} disabled={uploading} onClick={() => onChange('')}>
              Remove {label}
            </button>
          )}
        </div>
      )}
      {shownError ? (
        <p id={aria['aria-describedby']} className={formStyles.error}>
          {shownError}
        </p>
      ) : (
        uploading && (
          <p id={aria['aria-describedby']} className={formStyles.fieldHint} role="status">
            Uploading...
          </p>
        )
      )}
    </div>
  );
}
