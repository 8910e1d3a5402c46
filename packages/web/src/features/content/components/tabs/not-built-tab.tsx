/** The sentence of a type-specific tab that a later issue builds. */
export const TAB_NOT_BUILT = 'This tab is not built yet.';

export function NotBuiltTab() {
  return <p className="text-sm text-slate-600">{TAB_NOT_BUILT}</p>;
}
