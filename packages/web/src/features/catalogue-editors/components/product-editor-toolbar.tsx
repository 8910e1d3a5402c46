import type { Resource } from '@cellar/sdk';
import { catalogueMessages } from '@cellar/validation/catalogue';
import { wineHref } from '@cellar/validation/commerce';
import { SubmitButton } from '@/components/form';
import { ViewOnShopMenu } from '@/components/view-on-shop-menu';

const { labels, save } = catalogueMessages;

/**
 * The header of a product's editing tab (Product, Pack; catalogue-editors §2): 'View product on' each shop's public
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
    <div className="flex flex-wrap items-center justify-end gap-2">
      <ViewOnShopMenu label={labels.viewProductOn} pathOnShop={() => wineHref(object['@name'])} />
      <SubmitButton pendingLabel={save.saving} disabled={readOnly}>
        {saveLabel}
      </SubmitButton>
    </div>
  );
}
