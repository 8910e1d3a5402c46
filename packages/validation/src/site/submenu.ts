import { z } from 'zod';
import { asRecord } from '../fields';
import { fail, type Issue, ok, type Result } from '../result';
import { LANGUAGES, type Language } from '../shops';
import { siteMessages } from './messages';

/** One submenu entry; other keys of an entry are kept as typed. */
export const submenuItemSchema = z.looseObject({
  selector: z.string(),
  value: z.string(),
  label: z.string(),
});
export type SubmenuItem = z.infer<typeof submenuItemSchema>;
export const submenuSchema = z.array(submenuItemSchema);

/**
 * Parses one language's submenu text: a JSON list of `{selector, value, label}` (strings). Anything else
 * gives 'invalid json' and blocks saving. Blank text is an empty submenu; an already parsed list is checked
 * as is.
 */
export function parseSubmenuJson(text: unknown, path = ''): Result<SubmenuItem[]> {
  const invalid = fail<SubmenuItem[]>({ path, message: siteMessages.submenu.invalidJson });
  let parsed: unknown = text;
  if (typeof text === 'string') {
    if (text.trim() === '') return ok([]);
    try {
      parsed = JSON.parse(text);
    } catch {
      return invalid;
    }
  }
  const result = submenuSchema.safeParse(parsed);
  return result.success ? ok(result.data) : invalid;
}

/** The per-language submenu editor: every language's text is parsed; issues sit at the language code. */
export function validateSubmenu(input: unknown): Result<Record<Language, SubmenuItem[]>> {
  const record = asRecord(input);
  const issues: Issue[] = [];
  const value = {} as Record<Language, SubmenuItem[]>;
  for (const language of LANGUAGES) {
    const raw = record[language];
    const parsed = parseSubmenuJson(raw === undefined || raw === null ? '' : raw, language);
    if (parsed.ok) value[language] = parsed.value;
    else issues.push(...parsed.issues);
  }
  return issues.length > 0 ? fail(...issues) : ok(value);
}

/** The editor's text of each language: the stored list as indented JSON, blank when there is none. */
export function submenuTexts(submenu: unknown): Record<Language, string> {
  const record = asRecord(submenu);
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const list = record[language];
      return [language, Array.isArray(list) && list.length > 0 ? JSON.stringify(list, null, 2) : ''];
    }),
  ) as Record<Language, string>;
}
