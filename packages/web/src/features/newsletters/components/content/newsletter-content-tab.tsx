import { PERMISSIONS } from '@cellar/validation';
import { siteMessages } from '@cellar/validation/site';
import { useMemo } from 'react';
import { Form, SaveBar, useObjectTabForm } from '@/components/form';
import { toast } from '@/components/ui/toast';
import { useUploadNewsletterImage } from '@/features/newsletters/api/upload-newsletter-image';
import { ImageGeneratorButton } from '@/features/newsletters/components/image-generator/image-generator-button';
import {
  contentReadOnlyNotice,
  isContentLocked,
  type NewsletterContentValues,
  newsletterContentFieldOf,
  newsletterContentPatch,
  newsletterContentRule,
  newsletterContentValues,
} from '@/features/newsletters/utils/newsletter-content';
import { useAutosave } from '@/features/newsletters/utils/use-autosave';
import { can } from '@/lib/can';
import type { ObjectTabProps } from '@/lib/editor-registry';
import { errorMessage } from '@/lib/error-message';
import { serverIssues } from '@/lib/server-issues';
import { useSaveObject } from '@/lib/use-save-object';
import { SectionList } from './section-list';
import { ShippingFields } from './shipping-fields';
import { SubjectFields } from './subject-fields';

const messages = siteMessages.newsletter;

/**
 * A generated image is stored in the newsletter; its path goes to the clipboard ('Copied!', §8) to paste into a
 * section's image, and shows in the toast too, for a browser that refuses the clipboard.
 */
function copyImagePath(imagePath: string): void {
  const copied = navigator.clipboard?.writeText(imagePath) ?? Promise.reject(new Error('no clipboard'));
  copied.then(
    () => toast.success(`${messages.copied} ${imagePath}`),
    () => toast.success(imagePath),
  );
}

/**
 * The Newsletter's Content tab (site-content-and-shell §2.8): the subject per language with the missing-subject
 * warning, and the ordered sections (add, reorder by drag and drop or the keyboard, edit, remove), with product
 * pickers, images uploaded into the newsletter, the translate helper and sanitised html. Save is enabled with unsaved
 * changes only; the form saves itself 60 s after the last change (§4) when the user may modify it and holds the lock.
 * Verified and scheduled newsletters are read-only here.
 */
export function NewsletterContentTab(props: ObjectTabProps) {
  const { object, path, permissions, readOnly } = props;
  const stored = useMemo(() => newsletterContentValues(object), [object]);
  const patch = useSaveObject(path);
  const uploadImage = useUploadNewsletterImage(path);
  const notice = contentReadOnlyNotice(object.status, can(permissions, PERMISSIONS.ModifyContent), !readOnly);
  const tab = useObjectTabForm<NewsletterContentValues, NewsletterContentValues>(props, {
    tab: 'Content',
    values: stored,
    rule: newsletterContentRule,
    fieldOf: newsletterContentFieldOf,
    // Verified and scheduled newsletters are read-only here (§4).
    readOnly: isContentLocked(object.status),
    save: (values, lastModDate) =>
      patch.mutateAsync({ body: newsletterContentPatch(values, object), lastModDate }),
    toasts: {
      saved: messages.saved,
      failed: (error) => {
        const issues = serverIssues(error).map((issue) => issue.message);
        return messages.saveError(issues.length > 0 ? issues.join(' ') : errorMessage(error));
      },
    },
    onInvalid: (texts) => toast.error(messages.saveError(texts.join(' '))),
  });
  const { form, readOnly: locked } = tab;
  useAutosave(form, { enabled: !locked, save: tab.onSubmit, stored });

  return (
    <Form {...tab.formProps} label="Newsletter content" className="flex flex-col gap-4">
      {notice ? (
        <p role="status" className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {notice}
        </p>
      ) : null}
      <SaveBar label="Save" readOnly={locked}>
        <ImageGeneratorButton
          newsletterPath={path}
          upload={(file) => uploadImage.mutateAsync(file)}
          onUploaded={copyImagePath}
          disabled={locked}
        />
      </SaveBar>
      <SubjectFields readOnly={locked} />
      <SectionList readOnly={locked} newsletterPath={path} newsletterId={String(object.id ?? '')} />
      <ShippingFields readOnly={locked} />
    </Form>
  );
}
