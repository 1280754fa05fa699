import { weekStartOf, type WeekStartDay } from '@motorpool/api';
import { useSession } from './session-store';

/** The session's organisation's first day of the week (company settings), for date pickers: Monday until the profile has loaded. */
export function useWeekStart(): WeekStartDay {
  return useSession((session) => weekStartOf(session.profile));
}
