import type { ReactNode } from 'react';

/**
 * A wide table's frame: it scrolls sideways on a narrow screen, so it takes keyboard focus (arrow
 * keys scroll it) and is named for screen readers (axe: scrollable-region-focusable).
 */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
