import { DayPicker, type DateRange } from 'react-day-picker';
import 'react-day-picker/style.css';
import { useWeekStart } from '../../session/use-week-start';

export type DateRangeCalendarProps = {
  selected: DateRange | undefined;
  onSelect: (range: DateRange | undefined) => void;
};

/** The dates filter's month, a module of its own so element bundles load react-day-picker when the filter first opens. */
export default function DateRangeCalendar({ selected, onSelect }: DateRangeCalendarProps) {
  const weekStartsOn = useWeekStart();
  return <DayPicker mode="range" weekStartsOn={weekStartsOn} selected={selected} defaultMonth={selected?.from} onSelect={onSelect} />;
}
