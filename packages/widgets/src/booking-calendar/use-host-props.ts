import { useEffect, useRef } from 'react';
import { isIsoDate, type IsoDate } from './model/calendar-dates';
import type { CalendarView, TimelineSpan } from './model/visible-window';
import { useBookingCalendarStoreApi } from './store';

type HostProps = { view?: CalendarView; date?: IsoDate; timelineSpan?: TimelineSpan; explicitPk: number | null };

/** Props the host changes later move the calendar; the calendar's own navigation does not touch them. */
export function useHostProps({ view, date, timelineSpan, explicitPk }: HostProps) {
  const store = useBookingCalendarStoreApi();
  useEffect(() => {
    if (view) store.getState().viewChanged(view);
  }, [view, store]);
  useEffect(() => {
    if (date && isIsoDate(date)) store.getState().navigated(date);
  }, [date, store]);
  useEffect(() => {
    if (timelineSpan) store.getState().timelineSpanChanged(timelineSpan);
  }, [timelineSpan, store]);
  useEffect(() => {
    if (explicitPk !== null) store.getState().placeChanged(explicitPk);
  }, [explicitPk, store]);
}

/** Tells the host where the calendar is, whenever its view, date or place changes. */
export function useChangeNotice(
  onChange: ((state: { view: CalendarView; date: IsoDate; placePk: number | null }) => void) | undefined,
  { view, date, placePk }: { view: CalendarView; date: IsoDate; placePk: number | null },
) {
  const announceChange = useRef(onChange);
  announceChange.current = onChange;
  useEffect(() => {
    if (placePk !== null) announceChange.current?.({ view, date, placePk });
  }, [view, date, placePk]);
}
