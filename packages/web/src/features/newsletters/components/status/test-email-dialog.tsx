import { LANGUAGES, SHOP_IDS, SHOPS } from '@cellar/validation';
import { COUNTRIES, COUNTRY_NAMES } from '@cellar/validation/catalogue';
import { siteMessages, type TestEmailInput, testEmailBody, validateTestEmail } from '@cellar/validation/site';
import { Form, fieldsNamed, SelectInput, SubmitButton, TextInput, useAppForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useSendTestEmail } from '@/features/newsletters/api/send-test-email';
import { useShops } from '@/lib/use-shops';

/** What the form starts from: the shop, language, country and domain of the preview it was opened from. */
export type TestEmailPreset = Partial<Omit<TestEmailInput, 'email'>>;

const EMPTY: TestEmailInput = { email: '', language: '', country: '', shop: '', domain: '' };
/** The server names `recipient` and `ctx.*`; each goes under its field. */
const fieldOf = fieldsNamed(['email', 'language', 'country', 'shop', 'domain'], {
  recipient: 'email',
  'ctx.lang': 'language',
  'ctx.country': 'country',
  'ctx.shop': 'shop',
  'ctx.domain': 'domain',
});

/**
 * 'Send a test email' (§2.8, §5): email, language, country, shop and domain, all required ('Please, fill all fields
 * in order to send the email', said once), the country and domain the shop's; 'Email sent to {email} successfully'
 * or 'There is an error sending the email'. Opened from a preview, it starts with that preview's shop, language,
 * country and domain (`preset`); closed while `preset` is null.
 */
export function TestEmailDialog({
  path,
  preset,
  onClose,
}: {
  path: string;
  preset: TestEmailPreset | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={preset !== null}
      onOpenChange={(next) => !next && onClose()}
      title={siteMessages.newsletter.sendTestEmail}
    >
      {preset ? <TestEmailForm path={path} preset={preset} onClose={onClose} /> : null}
    </Dialog>
  );
}

function TestEmailForm({
  path,
  preset,
  onClose,
}: {
  path: string;
  preset: TestEmailPreset;
  onClose: () => void;
}) {
  const shops = useShops();
  const configured = shops.data?.shops ?? SHOPS;
  const send = useSendTestEmail(path);
  const { form, handleSubmit, showFormError } = useAppForm({
    defaultValues: { ...EMPTY, ...preset },
    rule: (values) => validateTestEmail(values, configured),
    fieldOf,
    guardLeaving: false,
  });
  const messages = siteMessages.testEmail;
  const onSubmit = handleSubmit(
    async (value) => {
      await send.mutateAsync(testEmailBody(value));
      toast.success(messages.sent(value.email));
      onClose();
    },
    {
      onError: () => {
        toast.error(messages.sendError);
        showFormError(messages.sendError);
      },
    },
  );
  const domains = (shops.data?.shops ?? []).map((shop) => shop.host);
  return (
    <Form form={form} onSubmit={onSubmit} label={siteMessages.newsletter.sendTestEmail}>
      <TextInput<TestEmailInput> name="email" label="Email" type="email" />
      <SelectInput<TestEmailInput, string>
        name="language"
        label="Language"
        options={LANGUAGES}
        placeholder="Choose"
      />
      <SelectInput<TestEmailInput, string>
        name="country"
        label="Country"
        options={COUNTRIES.map((country) => ({ value: country, label: COUNTRY_NAMES[country] }))}
        placeholder="Choose"
      />
      <SelectInput<TestEmailInput, string> name="shop" label="Shop" options={SHOP_IDS} placeholder="Choose" />
      <SelectInput<TestEmailInput, string>
        name="domain"
        label="Domain"
        options={domains}
        placeholder="Choose"
      />
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <SubmitButton>Send</SubmitButton>
      </div>
    </Form>
  );
}
