import type { TranslateKind, TranslateTargetLanguage } from '@cellar/validation/site';
import type { Logger } from 'pino';

/** What the translate helper needs of a translation service: one text into one language. */
export interface Translator {
  /** The local translator's name in logs; an outside service would give its own. */
  readonly name: string;
  translate(text: string, target: TranslateTargetLanguage, kind: TranslateKind): Promise<string>;
}

/**
 * The reference backend reaches no outside service (contract.md): its translator is local and deterministic. The
 * output is the Spanish text marked with the target language (`[en] Hola`), so a person (and a test) sees which
 * language each field was translated into; an empty text stays empty. Logged as the local translator.
 */
export function localTranslator(logger: Logger): Translator {
  const log = logger.child({ translator: 'local-translator' });
  return {
    name: 'local-translator',
    async translate(text, target, kind) {
      log.info({ target, kind, length: text.length }, 'local translator: marked the text with its language');
      return text.trim() === '' ? '' : `[${target}] ${text}`;
    },
  };
}
