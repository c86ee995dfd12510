/**
 * The shape every wizard shares (docs/architecture.md, section 4): a stage table (stage -> screen), the flow's own
 * Go Back map and the progress bar. Each flow's table lives in its own file (wizard-income.ts, ...).
 *
 * 'close' means: close the wizard and reset progress to 0, as the spec's logo, backdrop and Go Back
 * at the first stage all do.
 */
export type WizardId =
  'income' | 'health' | 'health-cash' | 'dashboard' | 'claim' | 'next-of-kin-claim';

/** The stage every wizard resets to (logo, restart control, backdrop, close). */
export const RESET_STAGE = 0;

export interface WizardStage<S extends number, K extends string = string> {
  stage: S;
  /** A stable key the web app maps to a component, e.g. 'introduction'. */
  screen: K;
  /** The spec's description of the screen. */
  title: string;
}

/**
 * A flow's table. K is the union of its screen keys, taken from the table itself (`ScreenKeyOf`), so
 * the web app's map from screen key to component is checked to cover every screen of the table.
 */
export interface WizardDefinition<S extends number, K extends string = string> {
  id: WizardId;
  /** The stages that have a screen, in order. */
  stages: readonly WizardStage<S, K>[];
  /** Every progress value of the flow (a stage without a screen included) and where Go Back leads. */
  goBack: Readonly<Record<S, S | 'close'>>;
}

/** The screen keys of a table: `ScreenKeyOf<typeof healthWizard>` is 'introduction' | 'processing' | ... */
export type ScreenKeyOf<D> = D extends WizardDefinition<number, infer K> ? K : never;

export type GoBackResult<S extends number> = { kind: 'close' } | { kind: 'stage'; stage: S };

/** Where Go Back leads from a stage. */
export function goBackFrom<S extends number>(def: WizardDefinition<S>, stage: S): GoBackResult<S> {
  const target: S | 'close' = def.goBack[stage];
  if (target === 'close') return { kind: 'close' };
  return { kind: 'stage', stage: target };
}

/** True when n is one of the flow's progress values (a key of its Go Back map). */
export function isStage<S extends number>(def: WizardDefinition<S>, n: unknown): n is S {
  return typeof n === 'number' && Object.hasOwn(def.goBack, n);
}

/** The screen shown at a stage, or undefined when the flow has none there (dashboard 20 and 30). */
export function screenAt<S extends number, K extends string>(
  def: WizardDefinition<S, K>,
  stage: number,
): WizardStage<S, K> | undefined {
  return def.stages.find((row) => row.stage === stage);
}

/** The stage a screen of the table is shown at: code names the screen, never its number. */
export function stageOf<S extends number, K extends string>(
  def: WizardDefinition<S, K>,
  screen: K,
): S {
  const row = def.stages.find((r) => r.screen === screen);
  if (!row) throw new Error(`${def.id} has no screen '${screen}'`);
  return row.stage;
}

/** True when the stage shows that screen of the table. */
export function isScreen<S extends number, K extends string>(
  def: WizardDefinition<S, K>,
  stage: number,
  screen: K,
): boolean {
  return screenAt(def, stage)?.screen === screen;
}

/**
 * The stage to show for a stored progress value (a number, or the string a cookie holds). Anything
 * that is not a stage with a screen in this flow starts the flow again at 0.
 */
export function stageFromStored<S extends number>(def: WizardDefinition<S>, stored: unknown): S {
  const n = typeof stored === 'string' && stored.trim() !== '' ? Number(stored) : stored;
  const row = typeof n === 'number' ? screenAt(def, n) : undefined;
  return row ? row.stage : (RESET_STAGE as S);
}

/** The progress bar's width: the progress value as a percentage (income 92 is 92%), kept within 0-100. */
export function progressPercent(stage: number): number {
  if (!Number.isFinite(stage)) return 0;
  return Math.min(100, Math.max(0, stage));
}

/** True for null, undefined, an empty or blank string, and 0 (a salary or plan value of 0 is not set). */
export function isMissing(value: unknown): boolean {
  if (value === null || value === undefined || value === 0) return true;
  return typeof value === 'string' && value.trim() === '';
}
