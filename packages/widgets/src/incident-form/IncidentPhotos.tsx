import { INCIDENT_PHOTO_LIMIT } from '@motorpool/api';
import { useRef, useState, type ChangeEvent } from 'react';
import { failureTitle } from '../api/api-failure';
import { Button } from '../ui/button/Button';
import { controlAria, FormField } from '../ui/field/FormField';
import * as styles from './IncidentForm.css';
import { photoMessages, photoProblem } from './photo-rules';

export type IncidentPhotosProps = {
  id: string;
  label: string;
  /** Where each stored photo is served. */
  value: string[];
  onChange: (urls: string[]) => void;
  error?: string | null;
  /** Stores one file (the two-step document upload) and answers where it is served; without it no file can be chosen. */
  onUpload?: (file: File) => Promise<string>;
  /** Uploads started or all finished: the form's save waits for them. */
  onBusyChange?: (busy: boolean) => void;
};

/**
 * The incident's photos: thumbnails of those stored, each removable, and a
 * file input that takes several at once (a phone offers its camera) and
 * uploads each as soon as it is chosen, after checking its type and size.
 */
export function IncidentPhotos({ id, label, value, onChange, error, onUpload, onBusyChange }: IncidentPhotosProps) {
  const [uploading, setUploading] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  // Uploads finish one after another; each adds to the list as it stands then.
  const current = useRef(value);
  current.current = value;
  const room = INCIDENT_PHOTO_LIMIT - value.length;
  const shownError = [...problems, ...(error ? [error] : [])].join(' ') || null;
  const status = uploading > 0 ? `Uploading ${uploading} ${uploading === 1 ? 'photo' : 'photos'}...` : null;
  const hint = status ?? `Up to ${INCIDENT_PHOTO_LIMIT} photos.`;
  const aria = controlAria(id, { error: shownError, hint });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    // Choosing the same file again should upload again.
    input.value = '';
    if (!onUpload || files.length === 0) return;
    const found: string[] = [];
    const accepted = files.filter((file) => {
      const problem = photoProblem(file);
      if (problem) found.push(`${file.name}: ${problem}`);
      return problem === null;
    });
    if (accepted.length > room) found.push(photoMessages.tooMany);
    const toUpload = accepted.slice(0, Math.max(room, 0));
    setProblems(found);
    if (toUpload.length === 0) return;
    setUploading(toUpload.length);
    onBusyChange?.(true);
    for (const [index, file] of toUpload.entries()) {
      try {
        const url = await onUpload(file);
        current.current = [...current.current, url];
        onChange(current.current);
      } catch (failure) {
        found.push(`${file.name}: ${failureTitle(failure)}`);
        setProblems([...found]);
      }
      setUploading(toUpload.length - index - 1);
    }
    onBusyChange?.(false);
  };

  return (
    <FormField id={id} label={label} optional error={shownError} hint={hint} liveHint={status !== null}>
      {value.length > 0 && (
        <ul className={styles.photos} aria-label={label}>
          {value.map((url, index) => (
            <li key={url} className={styles.photo}>
              <a href={url} target="_blank" rel="noreferrer">
                <img className={styles.thumb} src={url} alt={`Open ${index + 1} of ${value.length} full size`} />
              </a>
              <Button tone="critical" variant="text" size="small" disabled={uploading > 0} onClick={() => onChange(value.filter((kept) => kept !== url))}>
                Remove photo {index + 1}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        // Any image the phone's camera or gallery gives; the type and size are checked before the upload.
        accept="image/*"
        capture="environment"
        multiple
        {...aria}
        disabled={!onUpload || uploading > 0 || room <= 0}
        onChange={(event) => void choose(event)}
      />
    </FormField>
  );
}
