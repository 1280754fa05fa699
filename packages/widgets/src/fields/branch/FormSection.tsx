import type { ReactNode } from 'react';
import * as layout from './layout.css';

/** A titled group of fields, laid out in columns. A module of its own: a form without custom fields takes it without the form library. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={layout.section}>
      <legend className={layout.sectionTitle}>{title}</legend>
      <div className={layout.grid}>{children}</div>
    </fieldset>
  );
}
