import { LANGUAGES } from '@cellar/validation';
import { siteMessages } from '@cellar/validation/site';
import { type ReactNode, useState } from 'react';
import { DropdownMenu, type DropdownMenuEntry } from '@/components/ui/dropdown-menu';
import { useShops } from '@/lib/use-shops';
import { PreviewDialog, type PreviewTarget } from './preview-dialog';
import { TestEmailDialog, type TestEmailPreset } from './test-email-dialog';

/**
 * The preview dropdown (§2.8): a group per configured shop domain with a preview per language (the shop's own
 * first), and 'Send a test email' for those who may send it (ModifyContent), also offered from a preview, ready
 * for that shop and language. `label` names the trigger (the list's eye button names its newsletter).
 */
export function PreviewMenu({
  path,
  label = 'Preview',
  icon,
  canSendTest,
}: {
  path: string;
  label?: string;
  /** An icon shown instead of the label (the list's eye). */
  icon?: ReactNode;
  canSendTest: boolean;
}) {
  const shops = useShops();
  const [target, setTarget] = useState<PreviewTarget | null>(null);
  const [testing, setTesting] = useState<TestEmailPreset | null>(null);
  const previews: DropdownMenuEntry[] = (shops.data?.shops ?? []).map((shop) => ({
    label: shop.host,
    items: [shop.language, ...LANGUAGES.filter((lang) => lang !== shop.language)].map((lang) => ({
      // Not "host (lang)": a name drops what is in parentheses when matched against the visible text (axe).
      label: `${shop.host}, ${lang}`,
      text: lang,
      onSelect: () => setTarget({ lang, domain: shop.host, shop: shop.id, country: shop.country }),
    })),
  }));
  return (
    <>
      <DropdownMenu
        label={label}
        icon={icon}
        items={
          canSendTest
            ? [...previews, { label: siteMessages.newsletter.sendTestEmail, onSelect: () => setTesting({}) }]
            : previews
        }
      />
      <PreviewDialog
        path={path}
        target={target}
        onClose={() => setTarget(null)}
        onSendTest={
          canSendTest
            ? (shown) => {
                setTarget(null);
                setTesting({
                  language: shown.lang,
                  shop: shown.shop,
                  country: shown.country,
                  domain: shown.domain,
                });
              }
            : undefined
        }
      />
      <TestEmailDialog path={path} preset={testing} onClose={() => setTesting(null)} />
    </>
  );
}
