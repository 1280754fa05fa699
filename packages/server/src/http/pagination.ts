import { badRequest } from './errors';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export type Page = { page: number; pageSize: number; offset: number };

function positiveInteger(raw: string | undefined, name: string, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1)
    throw badRequest(`${name} must be a positive whole number.`, { fields: { [name]: `${name} must be a positive whole number.` } });
  const value = Number(raw);
  if (value > max) throw badRequest(`${name} must be at most ${max}.`, { fields: { [name]: `${name} must be at most ${max}.` } });
  return value;
}

/** `page` (1-based) and `page_size` from the query, bounded so no client can ask for everything at once. */
export function readPage(query: (name: string) => string | undefined): Page {
  const page = positiveInteger(query('page'), 'page', 1, 1_000_000);
  const pageSize = positiveInteger(query('page_size'), 'page_size', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** The list envelope of spec §7. */
export function listEnvelope<T>(results: T[], count: number, page: Page) {
  return { results, count, next_page: page.offset + results.length < count ? page.page + 1 : null };
}
