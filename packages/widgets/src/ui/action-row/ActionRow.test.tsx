import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActionRow } from './ActionRow';
import * as styles from './ActionRow.css';

describe('ActionRow', () => {
  it('puts its buttons at the end by default, in the order given', () => {
    render(
      <ActionRow>
        <button type="button">Cancel</button>
        <button type="submit">Save</button>
      </ActionRow>,
    );
    const row = screen.getByRole('button', { name: 'Cancel' }).parentElement;
    expect(row).toHaveClass(styles.root, styles.align.end);
    expect(row).toHaveAttribute('part', 'actions');
    expect(row).not.toHaveClass(styles.divider);
    expect([...(row?.children ?? [])].map((child) => child.textContent)).toEqual(['Cancel', 'Save']);
  });

  it('aligns as asked and draws the rule of a form end', () => {
    render(
      <ActionRow align="spread" divider className="placed">
        <button type="button">Back</button>
      </ActionRow>,
    );
    expect(screen.getByRole('button', { name: 'Back' }).parentElement).toHaveClass(styles.align.spread, styles.divider, 'placed');
  });
});
