import { describe, expect, it } from 'vitest';
import { adminHref } from './paths';
import { activeItem, isItemActive, navItems, type SidebarEntry, sidebar, visibleSidebar } from './sidebar';

const hrefOf = (entry: SidebarEntry): string | null => {
  if (entry.kind === 'external') return entry.href;
  if (entry.kind === 'tree' || entry.kind === 'route') return adminHref(entry.to);
  return null;
};

describe('sidebar entries (site-content-and-shell §2.2)', () => {
  it('lists every group, item and href as the spec writes them', () => {
    const shape = sidebar.map((entry) =>
      entry.kind === 'group'
        ? { group: entry.label, items: entry.items.map((item) => [item.label, hrefOf(item)]) }
        : [entry.label, hrefOf(entry)],
    );
    expect(shape).toEqual([
      {
        group: 'Catalogue',
        items: [
          ['Products', '/-admin/?path=/bodegas/'],
          ['Promos', '/-admin/?path=/promos/'],
          ['Home', '/-admin/?path=/home/'],
          ['Landings', '/-admin/?path=/landings/'],
          ['Packs', '/-admin/?path=/packs/'],
          ['Grappes & Tags', '/-admin/?path=/tags/'],
          ['Regions', '/-admin/?path=/zonas/'],
          ['Opinions', '/-admin/opinions'],
          ['Offers', '/-admin/offers'],
          ['Free Shipping Rates', '/-admin/promos_trg'],
          ['Newsletter', '/-admin/?path=/newsletters/'],
          ['Users', '/-admin/users'],
        ],
      },
      {
        group: 'Market Place',
        items: [
          ['Match products', '/-admin/market-place/match-products'],
          ['Edit matchs', '/-admin/market-place/edit-matchs'],
        ],
      },
      {
        group: 'Orders',
        items: [
          ['Delays & Notifications', '/-admin/orders/delays'],
          ['Group Orders', '/-admin/orders/preparation-group'],
          ['Multi order invoice', '/-admin/orders/multi-order-invoice'],
        ],
      },
      {
        group: 'Invoices',
        items: [
          ['Import shipping invoices', '/-admin/invoices/import-shipping-invoices'],
          ['Import commissions collections (v2)', '/-admin/invoices/import-commissions-collections-v2'],
          ['Import invoice Eurotax', '/-admin/invoices/import-invoice-eurotax'],
          ['Import cost warehouse', '/-admin/invoices/import-cost-warehouse'],
        ],
      },
      {
        group: 'Content AI',
        items: [['Content generated for AI', '/-admin/content_ai/content_generated']],
      },
      ['Create product content', '/-admin/product/create-content'],
      ['Analytics', '/-admin/analytics'],
      ['Backoffice', '/administracion/'],
      ['Logout', null],
    ]);
  });
});

describe('the sidebar a user sees', () => {
  const labels = (entries: readonly SidebarEntry[]) =>
    entries.map((entry) =>
      entry.kind === 'group'
        ? { group: entry.label, items: entry.items.map((item) => item.label) }
        : entry.label,
    );

  it('is the whole sidebar for an administrator', () => {
    expect(visibleSidebar(true)).toEqual(sidebar);
  });

  it('leaves out the ERP screens, and the groups they leave empty, for anyone else', () => {
    expect(labels(visibleSidebar(false))).toEqual([
      {
        group: 'Catalogue',
        items: ['Products', 'Promos', 'Home', 'Landings', 'Packs', 'Grappes & Tags', 'Regions', 'Newsletter'],
      },
      { group: 'Content AI', items: ['Content generated for AI'] },
      'Create product content',
      'Backoffice',
      'Logout',
    ]);
  });
});

describe('the highlighted item', () => {
  const at = (pathname: string, search = '') => activeItem({ pathname, search })?.label;

  it.each([
    ['/', '?path=/bodegas/', 'Products'],
    ['/', '?path=/bodegas/some-winery/some-wine/', 'Products'],
    ['/', '?path=/bodegas', 'Products'],
    ['/', '?path=%2Fzonas%2Fespana%2F', 'Regions'],
    ['/', '?q=rioja&path=/newsletters/1_01_25_x/&page=2', 'Newsletter'],
    ['/', '?path=/promos/', 'Promos'],
    ['/opinions', '', 'Opinions'],
    ['/orders/multi-order-invoice/12/new', '', 'Multi order invoice'],
    ['/orders/delays/', '', 'Delays & Notifications'],
    ['/invoices/import-commissions-collections-v2', '', 'Import commissions collections (v2)'],
    ['/content_ai/content_generated', '', 'Content generated for AI'],
  ])('%s%s highlights %s', (pathname, search, label) => {
    expect(at(pathname, search)).toBe(label);
  });

  it.each([
    ['/', ''],
    ['/', '?path=/'],
    ['/', '?path=/bodegasx/'],
    ['/opinions-archive', ''],
    ['/invoices/import-commissions-collections', ''],
    ['/content_ai/add_new_content', ''],
    ['/orders/12/edit', ''],
    ['/customers/a', ''],
  ])('%s%s highlights nothing', (pathname, search) => {
    expect(at(pathname, search)).toBeUndefined();
  });

  it('never highlights a tree item outside the index route', () => {
    const products = navItems.find((item) => item.label === 'Products')!;
    expect(isItemActive(products, { pathname: '/opinions', search: '?path=/bodegas/' })).toBe(false);
  });

  it('highlights at most one item for any sidebar href', () => {
    for (const item of navItems) {
      const url = new URL(item.to, 'http://admin.example');
      const matches = navItems.filter((other) => isItemActive(other, url));
      expect(matches.map((other) => other.label)).toEqual([item.label]);
    }
  });
});
