export { CommandPalette, CommandPaletteButton } from './components/command-palette';
export { openCommandPalette } from './palette-store';
