export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export type Page = { page: number; pageSize: number; offset: number };

/** The list envelope of spec §7. */
export function listEnvelope<T>(results: T[], count: number, page: Page) {
  return { results, count, next_page: page.offset + results.length < count ? page.page + 1 : null };
}
