/** One language's entry of contendidos_revisados (catalogue-editors §3). */
export interface ContentReviewEntry {
  reviewed: boolean;
  description: string;
  /** ISO 8601 instant of the last change of reviewed or description. */
  date?: string;
  /** Email of the editor who made that change. */
  author?: string;
}

export interface StampOptions {
  now?: Date | number;
  email: string;
}

/**
 * Content review per language (§4): changing the reviewed flag or the description stamps the current date
 * and the editor's email as author. Any other edit keeps the previous stamp. Pure: `now` and `email` are given.
 */
export function stampContentReview(
  previous: ContentReviewEntry | undefined,
  next: Pick<ContentReviewEntry, 'reviewed' | 'description'>,
  { now = Date.now(), email }: StampOptions,
): ContentReviewEntry {
  const changed =
    previous === undefined ||
    previous.reviewed !== next.reviewed ||
    previous.description !== next.description;
  if (!changed) {
    const kept: ContentReviewEntry = { reviewed: next.reviewed, description: next.description };
    if (previous.date !== undefined) kept.date = previous.date;
    if (previous.author !== undefined) kept.author = previous.author;
    return kept;
  }
  return {
    reviewed: next.reviewed,
    description: next.description,
    date: new Date(now).toISOString(),
    author: email,
  };
}
