/**
 * The rules of the product picker (beyond the spec, issue 28): how typed or pasted text reads as references, which
 * text looks like a reference rather than words of a name, and the order of its suggestions. The words it shows are
 * not in the spec; they follow its voice ('There is no product group {group} in the catalogue').
 */
export const productPickerMessages = {
  /** A reference typed or pasted that no product of the catalogue holds. */
  unknownReference: (reference: string) => `There is no product ${reference} in the catalogue`,
  /** Several of them, pasted at once. */
  unknownReferences: (references: readonly string[]) =>
    `There are no products ${references.join(', ')} in the catalogue`,
  /** A reference picked or pasted that the field already holds. */
  alreadyChosen: (reference: string) => `The product ${reference} is already chosen`,
};

/** References of a text typed or pasted: separated by commas, semicolons, spaces or new lines; each once. */
export const splitReferenceList = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  ),
];

/**
 * Whether a text reads as one reference (`VI10903`, `HE10028`): letters then digits, no space. Words of a name
 * ('rioja', 'Viña Real') do not, so searching by name never flags them as unknown.
 */
export const looksLikeReference = (text: string): boolean =>
  /^[A-Za-z]{1,4}\d{3,}[A-Za-z0-9]*$/.test(text.trim());

/** Whether a pasted text holds several references (the list a multi-product field takes at once). */
export const isReferenceList = (text: string): boolean => {
  const parts = splitReferenceList(text);
  return parts.length > 1 && parts.every(looksLikeReference);
};

/** What a suggestion is matched on: its reference and its product group. */
export interface PickerCandidate {
  referencia: string;
  group: string;
}

/**
 * Suggestions with exact matches first: the reference typed, then the references of the group typed, then the rest
 * as the search ordered them (by name); each reference once.
 */
export function exactMatchesFirst<T extends PickerCandidate>(candidates: readonly T[], text: string): T[] {
  const typed = text.trim().toLowerCase();
  const rank = (candidate: T) =>
    candidate.referencia.toLowerCase() === typed ? 0 : candidate.group.toLowerCase() === typed ? 1 : 2;
  const seen = new Set<string>();
  const unique = candidates.filter((candidate) => {
    if (seen.has(candidate.referencia)) return false;
    seen.add(candidate.referencia);
    return true;
  });
  // Array.prototype.sort is stable: within a rank the search's order stays.
  return unique.sort((a, b) => rank(a) - rank(b));
}

/** The reference being typed in a list of them: the text after the last separator. */
export const typedReference = (text: string): string => text.slice(text.search(/[^\s,;]*$/)).trim();

/**
 * A list of references as typed, with the one being typed replaced by the reference picked, and a separator after
 * it for the next one: what a multi-product field holds after a pick.
 */
export function withPickedReference(text: string, reference: string): string {
  const kept = text.slice(0, text.search(/[^\s,;]*$/)).replace(/[\s,;]+$/, '');
  return `${kept === '' ? '' : `${kept}, `}${reference}, `;
}
