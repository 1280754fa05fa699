import type { ApiClient, ListBranchesQuery } from '@motorpool/api';
import type { NamedOption } from './store';

/** Pages through `branches/` (at most 100 a page on the server), so a large organisation's branches all show. */
export async function allBranches(tfm: ApiClient['tfm'], query: ListBranchesQuery = {}): Promise<NamedOption[]> {
  const found: NamedOption[] = [];
  for (let page = 1; ; page += 1) {
    const list = await tfm.listBranches({ ...query, ordering: 'name', page, page_size: 100 });
    found.push(...list.results.map(({ pk, name }) => ({ pk, name })));
    if (!list.next_page || list.results.length === 0) return found;
  }
}
