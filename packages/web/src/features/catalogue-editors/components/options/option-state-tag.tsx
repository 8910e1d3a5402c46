import { isOptionState, OPTION_STATE_COLOURS } from '@cellar/validation/catalogue';
import { clsx } from 'clsx';

type TagColour = (typeof OPTION_STATE_COLOURS)[keyof typeof OPTION_STATE_COLOURS];

/** Tailwind classes of each colour validation gives a state (written out whole, so Tailwind sees them). */
const COLOUR_CLASSES: Readonly<Record<TagColour, string>> = {
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/30',
  green: 'bg-green-100 text-green-800 ring-green-600/30',
  amber: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  gray: 'bg-gray-200 text-gray-800 ring-gray-500/30',
  red: 'bg-red-100 text-red-800 ring-red-600/30',
  purple: 'bg-purple-100 text-purple-800 ring-purple-600/30',
};

/** An option state (estado) as a tag in its own colour (catalogue-editors §2, §4); an unknown state stays plain. */
export function OptionStateTag({ state }: { state: string }) {
  const colour = isOptionState(state) ? OPTION_STATE_COLOURS[state] : undefined;
  return (
    <span
      data-colour={colour}
      className={clsx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        colour ? COLOUR_CLASSES[colour] : 'bg-white text-slate-700 ring-slate-300',
      )}
    >
      {state}
    </span>
  );
}
