/**
 * The encodings an `Accept-Encoding` header accepts among `available` (in the server's order of preference),
 * best first: a higher q-value wins, a tie keeps the server's order; `q=0` refuses, `*` stands for any encoding
 * the header does not name. No header (or an empty one) accepts none: the file goes as it is.
 */
export function acceptedEncodings<E extends string>(
  header: string | undefined,
  available: readonly E[],
): E[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((token) => token.trim());
    if (name === '') continue;
    const q = params.find((param) => /^q=/i.test(param));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: string) => weights.get(encoding) ?? weights.get('*') ?? 0;
  return available
    .map((encoding, order) => ({ encoding, order, weight: weightOf(encoding) }))
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ encoding }) => encoding);
}
