import { useRef, type KeyboardEvent } from 'react';
import { CUSTOM_FIELD_ENTITIES, ENTITY_LABELS, type CustomFieldEntity } from './tag-group-values';
import * as styles from './CustomFieldManager.css';

type EntityTabsProps = {
  /** Prefix of the tabs' ids; the panel they control is `${idPrefix}-panel`. */
  idPrefix: string;
  entity: CustomFieldEntity;
  onEntityChange: (entity: CustomFieldEntity) => void;
};

/** One tab per entity with custom fields; the arrow keys, Home and End move between them (one tab stop). */
export function EntityTabs({ idPrefix, entity, onEntityChange }: EntityTabsProps) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const count = CUSTOM_FIELD_ENTITIES.length;
    const next =
      event.key === 'ArrowRight' ? index + 1 : event.key === 'ArrowLeft' ? index - 1 : event.key === 'Home' ? 0 : event.key === 'End' ? count - 1 : null;
    if (next === null) return;
    event.preventDefault();
    const target = (next + count) % count;
    const chosen = CUSTOM_FIELD_ENTITIES[target];
    if (!chosen) return;
    onEntityChange(chosen);
    tabs.current[target]?.focus();
  };
  return (
    <div role="tablist" aria-label="Entities with custom fields" className={styles.tabs}>
      {CUSTOM_FIELD_ENTITIES.map((choice, index) => (
        <button
          key={choice}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${choice}`}
          aria-selected={choice === entity}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={choice === entity ? 0 : -1}
          className={choice === entity ? styles.activeTab : styles.tab}
          onClick={() => onEntityChange(choice)}
          onKeyDown={(event) => onTabKey(event, index)}
        >
          {ENTITY_LABELS[choice]}
        </button>
      ))}
    </div>
  );
}
