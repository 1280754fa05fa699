import { useLocation } from 'react-router';

/**
 * Embedded mode (spec §2): a host page that frames the portal adds `embed` to
 * the query and gets the pages without the portal's header and footer.
 */
const EMBED_PARAM = 'embed';

export function isEmbedded(search: string): boolean {
  return new URLSearchParams(search).has(EMBED_PARAM);
}

/** The query a redirect carries over, so an embedded portal stays embedded. */
export function carriedSearch(search: string): string {
  const value = new URLSearchParams(search).get(EMBED_PARAM);
  return value === null ? '' : `?${new URLSearchParams({ [EMBED_PARAM]: value }).toString()}`;
}

export function useEmbedded(): boolean {
  return isEmbedded(useLocation().search);
}

export function useCarriedSearch(): string {
  return carriedSearch(useLocation().search);
}
