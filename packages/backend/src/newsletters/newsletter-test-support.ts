// A newsletters folder with one newsletter over an in-memory backend: what the newsletter unit tests start from.
import type { ObjectRow } from '../content/content-row';
import { ContentStore } from '../content/content-store';
import { type TestBackend, testBackend } from '../test-support';
import type { AudienceCustomer } from './audience-fixtures';

export const SUBJECT = { es: 'Asunto', it: 'Oggetto', fr: 'Objet', de: 'Betreff', en: 'Subject' };

export interface NewsletterStage {
  backend: TestBackend;
  store: ContentStore;
  newsletter: ObjectRow;
  /** Moves the backend's clock. */
  advance(ms: number): void;
  /** The newsletter as stored now. */
  current(): ObjectRow;
}

export function newsletterStage(fields: Record<string, unknown> = {}): NewsletterStage {
  const backend = testBackend({ start: Date.UTC(2026, 10, 24, 9, 0, 0) });
  const store = new ContentStore(backend.db, { now: () => Date.UTC(2026, 10, 24, 9, 0, 0) });
  const root = store.get('/');
  if (!root) throw new Error('no root');
  const folder = store.create(
    root,
    { '@type': 'NewslettersFolder', id: 'newsletters', title: 'Newsletter' },
    { user: 'test' },
  );
  const newsletter = store.create(
    folder,
    {
      '@type': 'Newsletter',
      id: '1_12_26_test',
      title: 'Test',
      subject: SUBJECT,
      contenido: [{ id: 's1', id_tipo: 'h1', text: { es: 'Hola', en: 'Hello' } }],
      ...fields,
    },
    // `status` is read-only but to trusted writes (the fixtures, the status calls).
    { user: 'test', trusted: true },
  );
  return {
    backend,
    store,
    newsletter,
    advance: (ms) => backend.advance(ms),
    current: () => store.getByUid(newsletter.uid) ?? newsletter,
  };
}

/**
 * Puts recipients straight into a newsletter's sending table, pending, as a schedule would (the worker's tests start
 * from there); with `abTest` every other one in the B group.
 */
export function storeRecipients(
  db: NewsletterStage['backend']['db'],
  newsletterUid: string,
  recipients: readonly { email: string; lang: string }[],
  options: { abTest?: boolean } = {},
): void {
  const insert = db.prepare(
    'INSERT INTO newsletter_recipients (newsletter_uid, email, lang, variant) VALUES (?, ?, ?, ?)',
  );
  recipients.forEach((r, index) => {
    insert.run(newsletterUid, r.email, r.lang, options.abTest && index % 2 === 1 ? 'b' : 'a');
  });
}

/** A customer of the audience (one order, in Spain, Spanish, unlimited emails per week), `fields` changed. */
export const audienceCustomer = (id: number, fields: Partial<AudienceCustomer> = {}): AudienceCustomer => ({
  id,
  email: `c${id}@example.com`,
  shop: 'cellar',
  country: 'es',
  lang: 'es',
  id_provincia: null,
  ciudad: null,
  frequency: 1000,
  fav_region: null,
  colectivos_id: [],
  num_pedidos: 1,
  importe_total_pds: 10,
  avg_price_bot: 10,
  max_price_bot: 10,
  fecha_first_pd: null,
  fecha_last_pd: null,
  frecuencia: null,
  ...fields,
});
