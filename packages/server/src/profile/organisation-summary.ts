import type { OrganisationSummary } from '@motorpool/api';
import type { organisations } from '../db/schema';
import { themeColoursOf } from '../settings/theme';

export function organisationSummary(organisation: typeof organisations.$inferSelect): OrganisationSummary {
  return {
    pk: organisation.id,
    name: organisation.name,
    domain: organisation.domain,
    logo: organisation.logoUrl ? { url: organisation.logoUrl, thumbnails: {} } : null,
    industry: organisation.industry,
    theme: themeColoursOf(organisation),
    favicon_url: organisation.faviconUrl,
  };
}
