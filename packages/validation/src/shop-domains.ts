import { fail, type Issue, ok, type Result } from './result';
import { HOST_PREFIXES } from './shop-host';
import { shopMessages } from './shop-messages';
import { DEFAULT_SHOP_DOMAINS, SHOP_IDS, type ShopId } from './shops';

/** Lower-case labels of letters, digits and inner hyphens, at least two, the last one starting with a letter. */
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

const isShopId = (id: string): id is ShopId => (SHOP_IDS as readonly string[]).includes(id);

/**
 * Reads the shop domain configuration, e.g. `cellar=cellar-es.example,uk=cellar-uk.example`: comma-separated
 * `shop=domain` entries, each overriding that shop's default (`DEFAULT_SHOP_DOMAINS`); shops not named keep
 * theirs, so empty text is the defaults. Shop ids and domains are read trimmed and lower-case. A domain is written
 * without its host prefix (`www.` on production, `staging.` elsewhere: see `shopHost`). Unknown shops, a shop
 * named twice, a malformed domain and two shops on one domain are refused, every issue listed.
 */
export function parseShopDomains(input: unknown): Result<Readonly<Record<ShopId, string>>> {
  if (typeof input !== 'string') return fail({ path: 'shopDomains', message: shopMessages.text });
  const domains: Record<ShopId, string> = { ...DEFAULT_SHOP_DOMAINS };
  const given = new Set<ShopId>();
  const issues: Issue[] = [];
  for (const raw of input.split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    const equals = entry.indexOf('=');
    if (equals < 0) {
      issues.push({ path: 'shopDomains', message: shopMessages.entryForm(entry) });
      continue;
    }
    const id = entry.slice(0, equals).trim().toLowerCase();
    const domain = entry
      .slice(equals + 1)
      .trim()
      .toLowerCase();
    if (!isShopId(id)) {
      issues.push({ path: 'shopDomains', message: shopMessages.unknownShop(id) });
      continue;
    }
    const path = `shopDomains.${id}`;
    if (given.has(id)) {
      issues.push({ path, message: shopMessages.duplicateShop(id) });
      continue;
    }
    given.add(id);
    if (!DOMAIN.test(domain)) issues.push({ path, message: shopMessages.invalidDomain(id, domain) });
    else if (HOST_PREFIXES.some((prefix) => domain.startsWith(`${prefix}.`)))
      issues.push({ path, message: shopMessages.domainWithPrefix(id, domain) });
    else domains[id] = domain;
  }
  if (issues.length > 0) return fail(...issues);
  const owners = new Map<string, ShopId[]>();
  for (const id of SHOP_IDS) owners.set(domains[id], [...(owners.get(domains[id]) ?? []), id]);
  for (const [domain, ids] of owners)
    if (ids.length > 1) issues.push({ path: 'shopDomains', message: shopMessages.sharedDomain(domain, ids) });
  return issues.length > 0 ? fail(...issues) : ok(domains);
}
