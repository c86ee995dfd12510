/** Joins the truthy class names: cx('ui-button', loading && 'is-loading') -> 'ui-button is-loading'. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
