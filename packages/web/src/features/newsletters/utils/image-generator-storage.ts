import {
  IMAGE_GENERATOR_STORAGE_KEY,
  type ImageGeneratorSettings,
  imageGeneratorSettings,
} from '@cellar/validation/site';
import { storage } from '@/lib/storage';

/** The last settings of the image generator (§3: kept on the client), or the §9 defaults. */
export function readImageGeneratorSettings(): ImageGeneratorSettings {
  const stored = storage.get(IMAGE_GENERATOR_STORAGE_KEY);
  if (stored === null) return imageGeneratorSettings(undefined);
  try {
    return imageGeneratorSettings(JSON.parse(stored));
  } catch {
    return imageGeneratorSettings(undefined);
  }
}

/** Remembers the settings for the next time the dialog opens (in this browser). */
export const writeImageGeneratorSettings = (settings: ImageGeneratorSettings): void =>
  storage.set(IMAGE_GENERATOR_STORAGE_KEY, JSON.stringify(settings));
