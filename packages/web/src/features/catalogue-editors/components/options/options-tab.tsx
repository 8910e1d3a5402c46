import type { ObjectTabProps } from '@/lib/editor-registry';
import { OptionsPanel } from './options-panel';

/** The Options tab of packs and complements (catalogue-editors §2): read-only, so it needs ViewContent only. */
export function OptionsTab({ object }: ObjectTabProps) {
  return <OptionsPanel object={object} />;
}
