import { Dialog, type DialogProps } from './dialog';

export type DrawerProps = Omit<DialogProps, 'placement'>;

/**
 * A side drawer: a Radix dialog docked to the right edge (focus trapped, Esc and the overlay close it,
 * the title names it). Add forms ("add offer", "add shipping rate") open in it.
 */
export function Drawer(props: DrawerProps) {
  return <Dialog {...props} placement="right" />;
}
