import {
  contrastRatio,
  formatContrast,
  isHexColour,
  MIN_TEXT_CONTRAST,
  THEME_FIELD_LABELS,
  THEME_SURFACE,
  type OrganisationTheme,
  type ThemeWrite,
} from '@motorpool/api';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import * as layout from '../fields/branch/layout.css';
import { FormSection } from '../fields/branch/FormSection';
import { RecordFormPanel } from '../fields/branch/LoadState';
import type { ThemeName } from '../theme/theme-names';
import { ActionRow } from '../ui/action-row/ActionRow';
import { AuditTrail, type AuditTrailProps } from '../ui/audit-trail/AuditTrail';
import { Button } from '../ui/button/Button';
import { controlAria, FormField } from '../ui/field/FormField';
import { FormAlert } from '../ui/form/FormAlert';
import * as formStyles from '../ui/form/form.css';
import { useFocusFirstInvalid } from '../ui/form/focus-first-invalid';
import {
  checkThemeValues,
  imageFileProblem,
  previewColours,
  THEME_IMAGE_TYPES,
  themeValues,
  toThemeWrite,
  type ThemeColourField,
  type ThemeImageField,
  type ThemeValues,
} from './theme-values';
import { ThemePreview } from './ThemePreview';
import * as styles from './ThemeSettings.css';

export type ThemeSettingsStatus = 'loading' | 'ready' | 'error';

export type ThemeSettingsProps = {
  status: ThemeSettingsStatus;
  settings: OrganisationTheme | null;
  loadError?: string | null;
  onRetry?: () => void;
  saving?: boolean;
  /** The server's title for the last failed save. */
  serverError?: string | null;
  /** The server's messages by field, placed on their fields; others join the alert. */
  fieldErrors?: Record<string, string> | null;
  /** Resolve true once saved (the form then shows what the server answered); anything else keeps what was chosen. */
  onSave: (theme: ThemeWrite) => Promise<boolean> | boolean;
  /** Stores a chosen logo or favicon and resolves its path for the save; rejects with the words to show. */
  onUpload: (file: File) => Promise<string>;
  /** Named in the preview's tab and header where there is no logo. */
  organisationName?: string;
  /** The theme's audit trail, shown under the form (`useAuditTrail('theme')`). */
  trail?: AuditTrailProps;
  theme?: ThemeName;
};

export const THEME_SETTINGS_TITLE = 'Theme';
export const THEME_LOAD_FAILED = 'The theme could not be loaded.';
const OWN_COLOURS_LABEL = 'Use our own colours';
const COLOUR_HINTS: Record<ThemeColourField, string> = {
  brand_color: 'Buttons, the selected menu item and bookings on the calendar. As #rrggbb.',
  brand_contrast_color: 'The text on the brand colour. As #rrggbb.',
};
const IMAGE_HINTS: Record<ThemeImageField, string> = {
  logo_url: 'Shown at the top of the menu. PNG, JPEG, WebP or GIF, up to 2 MB.',
  favicon_url: 'The icon of the browser tab; a square image reads best. PNG, JPEG, WebP or GIF, up to 2 MB.',
};
const IMAGE_NONE: Record<ThemeImageField, string> = {
  logo_url: 'No logo: the menu shows the organisation’s name.',
  favicon_url: 'No favicon: the tab shows the brand’s icon.',
};
const PLACED = new Set<string>(['brand_color', 'brand_contrast_color', 'logo_url', 'favicon_url']);

/**
 * The organisation's theme (spec §2 /theme): its brand colour and the colour
 * of text on it, checked live against WCAG AA (4.5:1) with the ratios shown
 * (its text on it, and it as text on white);
 * its logo and favicon; a live preview of the portal and of an embedded
 * calendar in those colours; and the trail of every save. No HTTP.
 */
export function ThemeSettings(props: ThemeSettingsProps) {
  return (
    <RecordFormPanel
      record={{
        status: props.status === 'ready' && !props.settings ? 'loading' : props.status,
        loadError: props.loadError,
        onRetry: props.onRetry,
        theme: props.theme,
      }}
      title={THEME_SETTINGS_TITLE}
      loadingText="Loading the theme…"
      fallbackError={THEME_LOAD_FAILED}
      className={layout.narrowPanel}
      retryText="Try again"
    >
      {props.settings && <ThemeForm {...props} settings={props.settings} />}
      {props.trail && (
        <div className={styles.trail}>
          <AuditTrail {...props.trail} fieldLabels={THEME_FIELD_LABELS} />
        </div>
      )}
    </RecordFormPanel>
  );
}

function ThemeForm({
  settings,
  saving = false,
  serverError,
  fieldErrors,
  onSave,
  onUpload,
  organisationName = 'Your organisation',
}: ThemeSettingsProps & { settings: OrganisationTheme }) {
  const id = useId();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const [values, setValues] = useState(() => themeValues(settings));
  const [ownErrors, setOwnErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState<ThemeImageField | null>(null);
  // The saved theme replaces what was chosen; a refused save keeps it.
  const [shown, setShown] = useState(settings);
  if (shown !== settings) {
    setShown(settings);
    setValues(themeValues(settings));
    setOwnErrors({});
  }

  const update = (next: ThemeValues, changed: keyof ThemeValues) => {
    setValues(next);
    if (changed === 'logo_url' || changed === 'favicon_url') {
      // A removed image takes its upload message with it.
      if (ownErrors[changed]) setOwnErrors((current) => ({ ...current, [changed]: '' }));
      return;
    }
    // A colour message is checked again as the colours change, so it goes as soon as they are mended.
    if (ownErrors.brand_color || ownErrors.brand_contrast_color) setOwnErrors((current) => ({ ...pickImageErrors(current), ...checkThemeValues(next) }));
  };
  const errors: Record<string, string> = { ...(fieldErrors ?? {}), ...ownErrors };
  const unplaced = Object.entries(fieldErrors ?? {})
    .filter(([name]) => !PLACED.has(name))
    .map(([, message]) => message);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = checkThemeValues(values);
    setOwnErrors(problems);
    if (Object.keys(problems).length > 0 || uploading) return focusFirstInvalid();
    if ((await onSave(toThemeWrite(values))) !== true) focusFirstInvalid();
  }

  async function upload(field: ThemeImageField, file: File) {
    const problem = imageFileProblem(file);
    if (problem) {
      setOwnErrors((current) => ({ ...current, [field]: problem }));
      return;
    }
    setUploading(field);
    setOwnErrors((current) => ({ ...current, [field]: '' }));
    try {
      const path = await onUpload(file);
      setValues((current) => ({ ...current, [field]: path }));
    } catch (error) {
      setOwnErrors((current) => ({ ...current, [field]: error instanceof Error ? error.message : String(error) }));
    } finally {
      setUploading(null);
    }
  }

  const colours = previewColours(values, settings.default_colours);
  const ratios = contrastsOf(values);

  const colourField = (name: ThemeColourField) => {
    const fieldId = `${id}-${name}`;
    const props = { id: fieldId, label: THEME_FIELD_LABELS[name], error: errors[name] || undefined, hint: COLOUR_HINTS[name] };
    const value = values[name];
    return (
      <FormField {...props}>
        <div className={styles.colourRow}>
          <input
            className={`${formStyles.input} ${styles.colourText}`}
            id={fieldId}
            name={name}
            type="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={7}
            disabled={!values.ownColours}
            value={value}
            onChange={(event: ChangeEvent<HTMLInputElement>) => update({ ...values, [name]: event.target.value }, name)}
            {...controlAria(fieldId, props)}
          />
          <input
            className={styles.colourPicker}
            type="color"
            aria-label={`Pick the ${THEME_FIELD_LABELS[name].toLowerCase()}`}
            disabled={!values.ownColours}
            // The picker takes only #rrggbb: while the text is not one, it keeps the colour the preview shows.
            value={isHexColour(value.trim()) ? value.trim().toLowerCase() : colours[name]}
            onChange={(event: ChangeEvent<HTMLInputElement>) => update({ ...values, [name]: event.target.value }, name)}
          />
        </div>
      </FormField>
    );
  };

  return (
    <>
      <FormAlert messages={[serverError, ...unplaced]} />
      <form part="form" ref={ref} className={layout.form} noValidate onSubmit={(event) => void submit(event)} aria-busy={saving || undefined}>
        <FormSection title="Colours">
          <div className={layout.wide}>
            <label className={styles.ownColours}>
              <input
                className={styles.ownColoursBox}
                type="checkbox"
                name="own_colours"
                checked={values.ownColours}
                onChange={(event) => update({ ...values, ownColours: event.target.checked }, 'ownColours')}
              />
              {OWN_COLOURS_LABEL}
            </label>
            {!values.ownColours && (
              <p className={layout.status}>
                The brand’s colours are used: {settings.default_colours.brand_color} with {settings.default_colours.brand_contrast_color} text.
              </p>
            )}
          </div>
          {colourField('brand_color')}
          {colourField('brand_contrast_color')}
          {values.ownColours && (
            <p className={`${layout.wide} ${styles.ratio} ${ratios && !ratios.pass ? styles.ratioFailing : ''}`} role="status">
              {ratios
                ? `Contrast with its text ${formatContrast(ratios.text)}:1, as text on white ${formatContrast(ratios.surface)}:1 — ${ratios.pass ? 'meets' : 'below'} WCAG AA (at least ${MIN_TEXT_CONTRAST}:1).`
                : 'Give both colours as #rrggbb to see their contrast.'}
            </p>
          )}
        </FormSection>
        <FormSection title="Preview">
          <ThemePreview colours={colours} logoUrl={values.logo_url} faviconUrl={values.favicon_url} organisationName={organisationName} />
        </FormSection>
        <FormSection title="Logo and favicon">
          <ImageField
            id={`${id}-logo_url`}
            field="logo_url"
            value={values.logo_url}
            error={errors.logo_url}
            uploading={uploading === 'logo_url'}
            disabled={uploading !== null}
            onChoose={(file) => void upload('logo_url', file)}
            onRemove={() => update({ ...values, logo_url: null }, 'logo_url')}
          />
          <ImageField
            id={`${id}-favicon_url`}
            field="favicon_url"
            value={values.favicon_url}
            error={errors.favicon_url}
            uploading={uploading === 'favicon_url'}
            disabled={uploading !== null}
            onChoose={(file) => void upload('favicon_url', file)}
            onRemove={() => update({ ...values, favicon_url: null }, 'favicon_url')}
          />
        </FormSection>
        <ActionRow divider>
          <Button type="submit" busy={saving} disabled={uploading !== null}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </ActionRow>
      </form>
    </>
  );
}

/** The two contrasts the theme is held to (its text on it, it as text on the white surface), once both colours are `#rrggbb`. */
function contrastsOf(values: ThemeValues): { text: number; surface: number; pass: boolean } | null {
  const brand = values.brand_color.trim();
  const text = values.brand_contrast_color.trim();
  if (!isHexColour(brand) || !isHexColour(text)) return null;
  const ratios = { text: contrastRatio(brand, text), surface: contrastRatio(brand, THEME_SURFACE) };
  return { ...ratios, pass: ratios.text >= MIN_TEXT_CONTRAST && ratios.surface >= MIN_TEXT_CONTRAST };
}

/** An image field's own upload messages survive a colour check; the colour messages are checked afresh. */
function pickImageErrors(errors: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  if (errors.logo_url) kept.logo_url = errors.logo_url;
  if (errors.favicon_url) kept.favicon_url = errors.favicon_url;
  return kept;
}

type ImageFieldProps = {
  id: string;
  field: ThemeImageField;
  value: string | null;
  error?: string;
  uploading: boolean;
  disabled: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
};

/** The logo or favicon: what is set (or what shows without one), a button that chooses a file, and Remove. */
function ImageField({ id, field, value, error, uploading, disabled, onChoose, onRemove }: ImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const label = THEME_FIELD_LABELS[field];
  const props = { id, label, error: error || undefined, hint: uploading ? `Uploading the ${label.toLowerCase()}…` : IMAGE_HINTS[field], liveHint: true };
  return (
    <FormField {...props}>
      <div className={styles.image}>
        {value ? (
          <img className={styles.imageShown} src={value} alt={`Current ${label.toLowerCase()}`} />
        ) : (
          <p className={styles.imageNone}>{IMAGE_NONE[field]}</p>
        )}
        <input
          ref={input}
          className={styles.fileInput}
          id={id}
          name={field}
          type="file"
          accept={THEME_IMAGE_TYPES.join(',')}
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so choosing the same file again (after a failure) is a change.
            event.target.value = '';
            if (file) onChoose(file);
          }}
        />
        <Button variant="outline" busy={uploading} disabled={disabled} onClick={() => input.current?.click()} {...controlAria(id, props)}>
          {value ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
        </Button>
        {value && (
          <Button variant="text" tone="critical" disabled={disabled} onClick={onRemove}>
            Remove {label.toLowerCase()}
          </Button>
        )}
      </div>
    </FormField>
  );
}
