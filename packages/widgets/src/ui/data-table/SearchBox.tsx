import * as styles from './DataTable.css';
import { TableIcon } from './TableIcon';
import { useDebouncedInput } from './use-debounced-input';

/** The table's search, sent once typing pauses. */
export function SearchBox({ label, value, onSearch }: { label: string; value: string; onSearch: (value: string) => void }) {
  const [text, change] = useDebouncedInput(value, onSearch);
  return (
    <div className={styles.search}>
      <TableIcon name="search" className={styles.searchIcon} />
      <input
        type="search"
        className={styles.searchInput}
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(event) => change(event.currentTarget.value)}
      />
    </div>
  );
}
