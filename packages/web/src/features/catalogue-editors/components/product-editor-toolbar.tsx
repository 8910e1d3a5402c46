import type { Resource } from '@cellar/sdk';
import { catalogueMessages } from '@cellar/validation/catalogue';
import { wineHref } from '@cellar/validation/commerce';
import { SaveBar } from '@/components/form';
import { ViewOnShopMenu } from '@/components/view-on-shop-menu';

const { labels, save } = catalogueMessages;

/**
 * The save bar of a product's editing tab (Product, Pack; catalogue-editors §2): 'View product on' each shop's public
 * page, and the form's save button, 'Saving...' while it saves.
 */
export function ProductEditorToolbar({
  object,
  saveLabel,
  readOnly,
}: {
  object: Resource;
  saveLabel: string;
  readOnly: boolean;
}) {
  return (
    <SaveBar label={saveLabel} pendingLabel={save.saving} readOnly={readOnly}>
      <ViewOnShopMenu label={labels.viewProductOn} pathOnShop={() => wineHref(object['@name'])} />
    </SaveBar>
  );
}
