import type { WizardDefinition } from '@alaafia/domain';
import { useMemo } from 'react';

/**
 * Moves to a screen of the flow's table by its name (`to('plan-summary')`), never by its number:
 * one callback per screen, kept for the wizard's life, so a screen may hand it to an effect.
 */
export function useScreenMoves<S extends number, K extends string>(
  table: WizardDefinition<S, K>,
  goTo: (stage: S) => void,
): (screen: K) => () => void {
  return useMemo(() => {
    const moves = new Map<K, () => void>(
      table.stages.map((row) => [row.screen, () => goTo(row.stage)]),
    );
    return (screen: K) => {
      const move = moves.get(screen);
      if (!move) throw new Error(`${table.id} has no screen '${screen}'`);
      return move;
    };
  }, [table, goTo]);
}
