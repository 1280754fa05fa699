import { VisibilityRulesView, type VisibilityRulesWrite } from '../structs/visibility-rules';
import type { Requester } from './request';

/** `/visibility-rules`' calls: what each role sees of other people's data, and the sign-up's branch question. */
export function visibilityRulesCalls(request: Requester) {
  return {
    getVisibilityRules: () => request('organisations', 'visibility-rules/', {}, VisibilityRulesView),
    updateVisibilityRules: (body: VisibilityRulesWrite) => request('organisations', 'visibility-rules/', { method: 'PUT', body }, VisibilityRulesView),
  };
}
