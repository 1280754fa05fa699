import { messages, type EmbedKey, type EmbedKeyWrite } from '@motorpool/api';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import * as layout from '../fields/branch/layout.css';
import { LoadState } from '../fields/branch/LoadState';
import { ConfirmDialog } from '../ui/data-table/ConfirmDialog';
import { DEFAULT_DATE_FORMAT, formatTableDate } from '../ui/data-table/dates';
import { TableLayerContext } from '../ui/data-table/layer';
import { StatusBadge, type BadgeColour } from '../ui/data-table/StatusBadge';
import type { ThemeName } from '../theme/theme-names';
import { EmbedKeyDialog } from './EmbedKeyDialog';
import { EMBED_KEY_LABELS, EMBED_SCOPE_TEXT, statusOf, type EmbedKeyStatus } from './embed-key-values';
import * as styles from './EmbedKeyTable.css';
import type { EmbedKeyEditing, EmbedKeyTableStatus } from './store';
import { Button } from '../ui/button/Button';

export const EMBED_KEYS_TITLE = 'Embed Keys';
export const EMBED_KEYS_LEAD =
  'A key lets a partner page show Motorpool’s calendar or booking widgets. The key itself sits in the page and is public: the allowed origins keep other sites out.';
export const EMBED_KEYS_EMPTY = 'No embed keys yet';

const STATUS_BADGES: Readonly<Record<EmbedKeyStatus, { text: string; colour: BadgeColour }>> = {
  active: { text: 'Active', colour: 'green' },
  paused: { text: 'Paused', colour: 'grey' },
  revoked: { text: 'Revoked', colour: 'red' },
};

export type EmbedKeyTableProps = {
  status: EmbedKeyTableStatus;
  /** Why the keys could not be loaded: the server's title. */
  error?: string | null;
  onRetry?: () => void;
  /** Newest first, revoked ones included. */
  keys: EmbedKey[];
  /** The form that is open; null when none is. */
  editing?: EmbedKeyEditing | null;
  onAdd: () => void;
  onEdit: (key: EmbedKey) => void;
  onCloseForm: () => void;
  saving?: boolean;
  /** The server's title and field errors for the last save; the form shows them on its fields. */
  saveError?: string | null;
  fieldErrors?: Record<string, string> | null;
  /** Resolve `true` once saved; the form keeps what was typed otherwise. */
  onSave: (write: EmbedKeyWrite, key: EmbedKey | null) => Promise<boolean> | boolean;
  /** Pause an active key or resume a paused one. */
  onToggleActive: (key: EmbedKey) => void;
  /** Keys being paused or resumed (pks). */
  toggling?: readonly number[];
  /** Asks for a confirmation first; `onRevoke` follows once given. */
  onRevokeRequest: (key: EmbedKey) => void;
  onRevokeCancel: () => void;
  onRevoke: (key: EmbedKey) => void;
  /** The key whose revocation is being confirmed. */
  confirmingRevoke?: EmbedKey | null;
  revoking?: boolean;
  /** The person's date format (the `date_format` preference); dd/MM/yyyy by default. */
  dateFormat?: string;
  theme?: ThemeName;
};

/**
 * The organisation's embed keys without any HTTP: each key as a card (name,
 * status, the key with a copy button, allowed origins, scope, driver names,
 * who created it and when), Add embed key, and on each key that is not
 * revoked Edit, Pause or Resume, and Revoke after a confirmation. Revoked
 * keys stay listed, read-only.
 */
export function EmbedKeyTable({
  status,
  error,
  onRetry,
  keys,
  editing = null,
  onAdd,
  onEdit,
  onCloseForm,
  saving = false,
  saveError,
  fieldErrors,
  onSave,
  onToggleActive,
  toggling = [],
  onRevokeRequest,
  onRevokeCancel,
  onRevoke,
  confirmingRevoke = null,
  revoking = false,
  dateFormat = DEFAULT_DATE_FORMAT,
  theme,
}: EmbedKeyTableProps) {
  const id = useId();
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  const layerValue = useMemo(() => ({ element: layer }), [layer]);
  // Word of a copy holds only for the keys it was made from: once they change (saved, paused, revoked), it is stale.
  const [copyNote, setCopyNote] = useState<{ keys: readonly EmbedKey[]; text: string } | null>(null);
  const copied = copyNote?.keys === keys ? copyNote.text : null;
  const list = useRef<HTMLUListElement>(null);
  const [revokeAsked, setRevokeAsked] = useState<number | null>(null);
  // A revoked key loses its buttons, the focused Revoke among them: focus goes to its name instead of the page's start.
  useEffect(() => {
    if (revokeAsked === null || !keys.some((key) => key.pk === revokeAsked && key.revoked_at)) return;
    list.current?.querySelector<HTMLElement>(`[data-key-title="${revokeAsked}"]`)?.focus();
    setRevokeAsked(null);
  }, [keys, revokeAsked]);
  const editedKey = editing?.mode === 'edit' ? editing.key : null;

  const copy = async (key: EmbedKey) => {
    try {
      await navigator.clipboard.writeText(key.key);
      setCopyNote({ keys, text: `The key of ${key.name} is copied.` });
    } catch {
      setCopyNote({ keys, text: `The key of ${key.name} could not be copied: select it and copy it.` });
    }
  };

  const summary = keys.length === 0 ? EMBED_KEYS_EMPTY : `${keys.length} ${keys.length === 1 ? 'embed key' : 'embed keys'}`;

  return (
    <TableLayerContext.Provider value={layerValue}>
      <section part="base" className={styles.panel} data-motorpool-theme={theme} aria-labelledby={`${id}-title`} aria-busy={status === 'loading' || undefined}>
        <div className={layout.headingRow}>
          <h2 part="heading" id={`${id}-title`} className={layout.heading}>
            {EMBED_KEYS_TITLE}
          </h2>
          {status === 'ready' && <Button onClick={onAdd}>Add embed key</Button>}
        </div>
        <p className={layout.lead}>{EMBED_KEYS_LEAD}</p>
        {status !== 'ready' ? (
          <LoadState status={status} loadingText="Loading embed keys…" error={error} fallbackError="The embed keys could not be loaded." onRetry={onRetry} />
        ) : (
          <>
            <p role="status" className={layout.live}>
              {copied ?? summary}
            </p>
            {keys.length > 0 && (
              <ul ref={list} className={styles.list} aria-labelledby={`${id}-title`}>
                {keys.map((key) => (
                  <KeyCard
                    key={key.pk}
                    embedKey={key}
                    dateFormat={dateFormat}
                    toggling={toggling.includes(key.pk)}
                    onCopy={() => void copy(key)}
                    onEdit={() => onEdit(key)}
                    onToggleActive={() => onToggleActive(key)}
                    onRevoke={() => onRevokeRequest(key)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
        <div ref={setLayer} className={styles.modalLayer}>
          {editing && (
            <EmbedKeyDialog
              key={editedKey?.pk ?? 'new'}
              embedKey={editedKey}
              saving={saving}
              saveError={saveError}
              fieldErrors={fieldErrors}
              onSave={(write) => onSave(write, editedKey)}
              onClose={onCloseForm}
            />
          )}
        </div>
        {/* The dialog takes its focus once, on mounting: it mounts where it stays, in the layer. */}
        {confirmingRevoke && layer && (
          <ConfirmDialog
            title={`Revoke ${confirmingRevoke.name}?`}
            message={`Pages using this key stop working at once, for good: a revoked key cannot be resumed or edited. It stays listed here for the record.`}
            confirmLabel="Revoke"
            busyLabel="Revoking..."
            busy={revoking}
            onCancel={onRevokeCancel}
            onConfirm={() => {
              setRevokeAsked(confirmingRevoke.pk);
              onRevoke(confirmingRevoke);
            }}
          />
        )}
      </section>
    </TableLayerContext.Provider>
  );
}

type KeyCardProps = {
  embedKey: EmbedKey;
  dateFormat: string;
  toggling: boolean;
  onCopy: () => void;
  onEdit: () => void;
  onToggleActive: () => void;
  onRevoke: () => void;
};

function KeyCard({ embedKey: key, dateFormat, toggling, onCopy, onEdit, onToggleActive, onRevoke }: KeyCardProps) {
  const id = useId();
  const state = statusOf(key);
  const badge = STATUS_BADGES[state];
  const created = formatTableDate(key.created_at, dateFormat);
  return (
    <li className={state === 'revoked' ? styles.revokedItem : styles.item} aria-labelledby={`${id}-name`}>
      <div className={styles.itemHeader}>
        <h3 id={`${id}-name`} className={styles.itemTitle} data-key-title={key.pk} tabIndex={-1}>
          {key.name}
        </h3>
        <StatusBadge text={badge.text} colour={badge.colour} />
      </div>
      <dl className={layout.facts}>
        <div>
          <dt className={layout.term}>Key</dt>
          <dd className={layout.definition}>
            <span className={styles.keyRow}>
              <code className={styles.keyValue}>{key.key}</code>
              {state !== 'revoked' && (
                <Button tone="neutral" variant="outline" size="small" aria-label={`Copy the key of ${key.name}`} onClick={onCopy}>
                  Copy
                </Button>
              )}
            </span>
          </dd>
        </div>
        <div>
          <dt className={layout.term}>{EMBED_KEY_LABELS.allowed_origins}</dt>
          <dd className={layout.definition}>
            <ul className={styles.origins}>
              {key.allowed_origins.map((origin) => (
                <li key={origin}>{origin}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt className={layout.term}>{EMBED_KEY_LABELS.scope}</dt>
          <dd className={layout.definition}>{EMBED_SCOPE_TEXT[key.scope].label}</dd>
        </div>
        <div>
          <dt className={layout.term}>Driver names</dt>
          <dd className={layout.definition}>{key.show_driver_name ? 'Shown' : 'Hidden'}</dd>
        </div>
        <div>
          <dt className={layout.term}>Created</dt>
          <dd className={layout.definition}>
            <time dateTime={key.created_at}>{created}</time>
            {key.created_by ? ` by ${key.created_by.name}` : ''}
          </dd>
        </div>
        {key.revoked_at && (
          <div>
            <dt className={layout.term}>Revoked</dt>
            <dd className={layout.definition}>
              <time dateTime={key.revoked_at}>{formatTableDate(key.revoked_at, dateFormat)}</time>
            </dd>
          </div>
        )}
      </dl>
      {state === 'revoked' ? (
        <p className={styles.note}>Revoked keys stay listed for the record and can no longer be changed.</p>
      ) : (
        <div className={styles.itemActions}>
          <Button tone="neutral" variant="outline" size="small" aria-label={`Edit ${key.name}`} onClick={onEdit}>
            Edit
          </Button>
          <Button
            tone="neutral"
            variant="outline"
            size="small"
            aria-label={`${key.is_active ? 'Pause' : 'Resume'} ${key.name}`}
            aria-disabled={toggling || undefined}
            aria-busy={toggling || undefined}
            onClick={() => {
              if (!toggling) onToggleActive();
            }}
          >
            {toggling ? messages.userForm.saving : key.is_active ? 'Pause' : 'Resume'}
          </Button>
          <Button tone="critical" variant="outline" size="small" aria-label={`Revoke ${key.name}`} onClick={onRevoke}>
            Revoke
          </Button>
        </div>
      )}
    </li>
  );
}
