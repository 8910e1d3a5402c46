import { LANGUAGES } from '@cellar/validation';
import { siteMessages } from '@cellar/validation/site';
import { type ReactNode, useState } from 'react';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { useShops } from '@/lib/use-shops';
import { PreviewDialog, type PreviewTarget } from './preview-dialog';
import { TestEmailDialog } from './test-email-dialog';

/**
 * The preview dropdown (§2.8): a preview per configured shop domain and language (the shop's own first), and 'Send a
 * test email' for those who may send it (ModifyContent). `label` names the trigger (the list's eye button names its
 * newsletter).
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
  const [testing, setTesting] = useState(false);
  const previews = (shops.data?.shops ?? []).flatMap((shop) =>
    [shop.language, ...LANGUAGES.filter((lang) => lang !== shop.language)].map((lang) => ({
      label: `${shop.host} (${lang})`,
      onSelect: () => setTarget({ lang, domain: shop.host }),
    })),
  );
  return (
    <>
      <DropdownMenu
        label={label}
        icon={icon}
        items={
          canSendTest
            ? [
                ...previews,
                { label: siteMessages.newsletter.sendTestEmail, onSelect: () => setTesting(true) },
              ]
            : previews
        }
      />
      <PreviewDialog path={path} target={target} onClose={() => setTarget(null)} />
      <TestEmailDialog path={path} open={testing} onClose={() => setTesting(false)} />
    </>
  );
}
