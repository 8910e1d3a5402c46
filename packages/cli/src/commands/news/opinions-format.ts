import type { ErpOpinion } from '@cellar/sdk';
import type { OpinionState } from '@cellar/validation/commerce';
import { type Column, formatTable } from '../../ui/text-table';

/** The Opinions screen's tab names. */
export const OPINION_STATE_LABELS: Record<OpinionState, string> = {
  pend: 'Pending',
  npub: 'Not Published',
  publ: 'Published',
};

const columns: Column<ErpOpinion>[] = [
  { header: 'id', value: (o) => o.id_opinion, align: 'right' },
  { header: 'date', value: (o) => o.fecha.slice(0, 10) },
  { header: 'shop', value: (o) => o.shop },
  { header: 'lang', value: (o) => o.idioma },
  { header: 'rate', value: (o) => o.nota, align: 'right' },
  { header: 'product', value: (o) => o.nombre, maxWidth: 36 },
  { header: 'user', value: (o) => o.nombre_usuario, maxWidth: 16 },
  { header: 'title', value: (o) => o.titulo, maxWidth: 40 },
];

/** A page (or all) of opinions as a table for people; the text itself is in `--json`. */
export const formatOpinions = (opinions: readonly ErpOpinion[]): string => formatTable(columns, opinions);

/** "Page 2 of 24: 240 Pending opinions." (pages counted from 1). */
export function formatOpinionsFooter(options: {
  status: OpinionState;
  total: number;
  page?: number;
  pageSize: number;
}): string {
  const what = `${options.total} ${OPINION_STATE_LABELS[options.status]} opinions`;
  if (options.page === undefined) return `${what}.`;
  const pages = Math.max(1, Math.ceil(options.total / options.pageSize));
  return `Page ${options.page} of ${pages}: ${what}.`;
}
