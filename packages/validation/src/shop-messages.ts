import { SHOP_IDS } from './shops';

/**
 * Messages of the shop configuration (contract.md "Time, money, languages": each shop's public domain comes from
 * configuration), NOT in the spec: the spec names no wording for a wrong setting. The backend prints them after
 * the variable's name when it refuses to start.
 */
export const shopMessages = {
  text: 'The shop domains must be text such as uk=cellar-uk.example,fr=cellar-fr.example',
  entryForm: (entry: string) => `'${entry}' is not shop=domain (e.g. uk=cellar-uk.example)`,
  unknownShop: (id: string) => `'${id}' is not a shop: the shops are ${SHOP_IDS.join(', ')}`,
  duplicateShop: (id: string) => `The shop ${id} is given more than once`,
  invalidDomain: (id: string, domain: string) => `The domain of ${id} is not a domain name: '${domain}'`,
  domainWithPrefix: (id: string, domain: string) =>
    `The domain of ${id} goes without its www. or staging. prefix: '${domain}'`,
  sharedDomain: (domain: string, ids: readonly string[]) =>
    `The shops ${ids.join(' and ')} cannot share the domain ${domain}`,
} as const;
