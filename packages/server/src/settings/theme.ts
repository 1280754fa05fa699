import { eq } from 'drizzle-orm';
import {
  BRAND_COLOURS,
  THEME_FIELD_LABELS,
  themeColourErrors,
  themeMessages,
  type Brand,
  type OrganisationTheme,
  type ThemeColours,
  type ThemeWrite,
} from '@motorpool/api';
import { changedFields, recordAudit } from '../audit/audit';
import type { Database } from '../db/database';
import { organisations } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import type { OrganisationScope } from '../tenancy/tenancy';
import { isStoredImagePath } from '../uploads/stored-images';

type OrganisationRow = typeof organisations.$inferSelect;
type ThemeColumns = Pick<OrganisationRow, 'brandColor' | 'brandContrastColor' | 'logoUrl' | 'faviconUrl'>;

/** The organisation's own colours, or null when it keeps its host brand's (the columns are set and cleared together). */
export function themeColoursOf(row: Pick<OrganisationRow, 'brandColor' | 'brandContrastColor'>): ThemeColours | null {
  return row.brandColor && row.brandContrastColor ? { brand_color: row.brandColor, brand_contrast_color: row.brandContrastColor } : null;
}

/** The fields as the screen and the trail name them. */
function values(row: ThemeColumns) {
  return { brand_color: row.brandColor, brand_contrast_color: row.brandContrastColor, logo_url: row.logoUrl, favicon_url: row.faviconUrl };
}

const answer = (row: ThemeColumns, brand: Brand): OrganisationTheme => ({ ...values(row), default_colours: BRAND_COLOURS[brand] });

export async function readTheme(db: Database, scope: OrganisationScope, brand: Brand): Promise<OrganisationTheme> {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, scope.organisationId));
  if (!row) throw notFound();
  return answer(row, brand);
}

/**
 * An image must be one this server stored through the theme's upload, or the
 * one already set (a logo set before this screen existed stays until replaced),
 * so a theme never points a page at someone else's server.
 */
function refuseForeignImage(field: 'logo_url' | 'favicon_url', value: string | null, current: string | null) {
  if (value === null || value === current || isStoredImagePath(value, 'theme-images')) return;
  const title = themeMessages.imageNotUploaded(THEME_FIELD_LABELS[field]);
  throw badRequest(title, { fields: { [field]: title } });
}

/**
 * Saves the organisation's theme: colours refused unless both or neither are
 * given and text on the brand colour reaches WCAG AA (the ratio in the title),
 * images only from the theme's upload; one audit row of what changed.
 */
export async function writeTheme(db: Database, scope: OrganisationScope, actorUserId: number, input: ThemeWrite, brand: Brand, now: Date) {
  const colours = {
    brand_color: input.brand_color?.toLowerCase() ?? null,
    brand_contrast_color: input.brand_contrast_color?.toLowerCase() ?? null,
  };
  const refused = themeColourErrors(colours);
  if (refused) throw badRequest(Object.values(refused)[0] ?? themeMessages.pairIncomplete, { fields: refused });

  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(organisations).where(eq(organisations.id, scope.organisationId)).for('update');
    if (!row) throw notFound();
    refuseForeignImage('logo_url', input.logo_url, row.logoUrl);
    refuseForeignImage('favicon_url', input.favicon_url, row.faviconUrl);
    const next: ThemeColumns = {
      brandColor: colours.brand_color,
      brandContrastColor: colours.brand_contrast_color,
      logoUrl: input.logo_url,
      faviconUrl: input.favicon_url,
    };
    const changes = changedFields(values(row), values(next));
    if (!changes) return answer(row, brand);
    const [updated] = await tx.update(organisations).set(next).where(eq(organisations.id, row.id)).returning();
    if (!updated) throw notFound();
    await recordAudit(tx, scope, { recordType: 'theme', actorUserId, action: 'Updated', changes, at: now });
    return answer(updated, brand);
  });
}
