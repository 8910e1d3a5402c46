import { missingSubjectLanguages, siteMessages, translationsToOverwrite } from '@cellar/validation/site';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput } from '@/components/form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useConfirm } from '@/components/ui/use-confirm';
import { useTranslateNewsletterText } from '@/features/newsletters/api/translate-newsletter-text';
import {
  NEWSLETTER_LANGUAGES,
  type NewsletterContentValues,
} from '@/features/newsletters/utils/newsletter-content';
import { errorMessage } from '@/lib/error-message';

const messages = siteMessages.newsletter;

/**
 * The subject per language, with the persistent warning 'The subject is missing in: {languages}' while any is empty,
 * and 'Translate subject from Spanish' filling en, fr, de and it ('Translations updated').
 */
export function SubjectFields({ readOnly }: { readOnly: boolean }) {
  const subject = useWatch<NewsletterContentValues, 'subject'>({ name: 'subject' });
  const missing = missingSubjectLanguages(subject, NEWSLETTER_LANGUAGES);
  return (
    <fieldset disabled={readOnly} className="flex flex-col gap-2 rounded border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-700">Subject</legend>
      {missing.length > 0 ? (
        <p role="alert" className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {messages.subjectMissing(missing)}
        </p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
        {NEWSLETTER_LANGUAGES.map((language) => (
          <TextInput<NewsletterContentValues>
            key={language}
            name={`subject.${language}`}
            label={`Subject (${language})`}
          />
        ))}
      </div>
      <TranslateButton name="subject" kind="subject" label="Translate subject from Spanish" />
    </fieldset>
  );
}

/**
 * Fills the en, fr, de and it texts of a localised field from its Spanish one, after asking when it would replace
 * texts some of them have (the empty ones are filled without asking).
 */
export function TranslateButton({
  name,
  kind,
  label,
}: {
  /** The localised field (`subject`, `contenido.3.text`). */
  name: string;
  kind: Parameters<ReturnType<typeof useTranslateNewsletterText>['mutate']>[0]['kind'];
  label: string;
}) {
  const { getValues, setValue } = useFormContext<NewsletterContentValues>();
  const translate = useTranslateNewsletterText();
  const { confirm, confirmDialog } = useConfirm();
  const onClick = async () => {
    const spanish = String(getValues(`${name}.es` as never) ?? '');
    const overwritten = translationsToOverwrite(getValues(name as never));
    if (
      overwritten.length > 0 &&
      !(await confirm({
        title: label,
        description: messages.confirmTranslate(overwritten),
        confirmLabel: 'Replace',
      }))
    )
      return;
    try {
      const translations = await translate.mutateAsync({ text: spanish, kind });
      for (const [language, text] of Object.entries(translations))
        setValue(`${name}.${language}` as never, text as never, { shouldDirty: true });
      toast.success(messages.translationsUpdated);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <div>
      <Button variant="secondary" onClick={() => void onClick()} disabled={translate.isPending}>
        {label}
      </Button>
      {confirmDialog}
    </div>
  );
}
