type SharpFactory = typeof import('sharp')['default'];

let loaded: Promise<SharpFactory> | undefined;

/**
 * sharp (the image library of the pack and map images), loaded on the first render: its native library takes most
 * of a second to load, which every start of the backend would otherwise pay (and the start-up checks of main.ts
 * wait for).
 */
export const loadSharp = (): Promise<SharpFactory> => {
  loaded ??= import('sharp').then((module) => module.default);
  return loaded;
};
