import { LANGUAGES, SHOP_IDS } from '@cellar/validation';
import { COUNTRIES, COUNTRY_NAMES } from '@cellar/validation/catalogue';
import { siteMessages, type TestEmailInput, testEmailBody, validateTestEmail } from '@cellar/validation/site';
import {
  Form,
  FormMessages,
  fieldsNamed,
  SelectInput,
  SubmitButton,
  TextInput,
  useAppForm,
} from '@/components/form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useSendTestEmail } from '@/features/newsletters/api/send-test-email';
import { useShops } from '@/lib/use-shops';

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
 * in order to send the email'); 'Email sent to {email} successfully' or 'There is an error sending the email'.
 */
export function TestEmailDialog({
  path,
  open,
  onClose,
}: {
  path: string;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={siteMessages.newsletter.sendTestEmail}
    >
      {open ? <TestEmailForm path={path} onClose={onClose} /> : null}
    </Dialog>
  );
}

function TestEmailForm({ path, onClose }: { path: string; onClose: () => void }) {
  const shops = useShops();
  const send = useSendTestEmail(path);
  const { form, handleSubmit, showFormError } = useAppForm({
    defaultValues: EMPTY,
    rule: validateTestEmail,
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
      <FormMessages />
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
