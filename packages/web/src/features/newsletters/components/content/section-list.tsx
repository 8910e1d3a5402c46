import {
  DEPRECATED_NEWSLETTER_SECTION_TYPE,
  NEWSLETTER_SECTION_LABELS,
  NEWSLETTER_SECTION_TYPES,
  type NewsletterSectionType,
  siteMessages,
} from '@cellar/validation/site';
import type { Announcements } from '@dnd-kit/core';
import { useWatch } from 'react-hook-form';
import { ProductList, useProductRows } from '@/components/form';
import { SortableSectionList } from '@/components/sortable/sortable-section-list';
import {
  type NewsletterContentValues,
  type NewsletterSectionForm,
  newNewsletterSection,
  newSectionId,
  sectionLabel,
  sectionProducts,
  sectionSummary,
} from '@/features/newsletters/utils/newsletter-content';
import { SectionFields } from './section-fields';

const TYPE_CHOICES = NEWSLETTER_SECTION_TYPES.map((type) => ({
  value: type,
  label: NEWSLETTER_SECTION_LABELS[type],
}));

/** The drag's sentences name positions: the sections' ids mean nothing to the staff. */
const announcementsOf = (keys: string[]): Announcements => ({
  onDragStart: ({ active }) => `Picked up section ${keys.indexOf(String(active.id)) + 1}.`,
  onDragOver: ({ over }) =>
    over ? `Section is over position ${keys.indexOf(String(over.id)) + 1}.` : undefined,
  onDragEnd: ({ over }) =>
    over ? `Section dropped at position ${keys.indexOf(String(over.id)) + 1}.` : 'Section dropped.',
  onDragCancel: () => 'Moving the section was cancelled.',
});

/**
 * The newsletter's sections (the `contenido` field) in a `SortableSectionList`: each by its type's label and summary,
 * a deprecated type flagged; read-only (a verified or scheduled newsletter) hides the editing controls and Edit reads
 * 'View'; a section added opens at once.
 */
export function SectionList({
  readOnly,
  newsletterPath,
  newsletterId,
}: {
  readOnly: boolean;
  newsletterPath: string;
  newsletterId: string;
}) {
  // Every section's products by thumbnail and name, looked up in one request for the whole newsletter.
  const sections = useWatch<NewsletterContentValues, 'contenido'>({ name: 'contenido' }) ?? [];
  const rows = useProductRows(sections.flatMap(sectionProducts)).data;
  return (
    <SortableSectionList<NewsletterSectionForm, NewsletterSectionType>
      name="contenido"
      label="Newsletter sections"
      readOnly={readOnly}
      readOnlyControls="hide"
      announcementsOf={announcementsOf}
      emptyText="No sections yet."
      types={TYPE_CHOICES}
      firstType="b_multi_img"
      newSection={(type) => newNewsletterSection(type, newSectionId(newsletterId))}
      openAdded
      view={(section, index) => ({
        title: sectionLabel(section.id_tipo),
        summary: sectionSummary(section),
        banner: (
          <>
            {section.id_tipo === DEPRECATED_NEWSLETTER_SECTION_TYPE ? (
              <p role="alert" className="mx-2 mb-2 rounded bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {siteMessages.newsletter.deprecatedBanner}
              </p>
            ) : null}
            <ProductList
              label={`Products of section ${index + 1}`}
              references={sectionProducts(section)}
              rows={rows}
              className="mx-2 mb-2 text-xs text-slate-600"
            />
          </>
        ),
        fields: (
          <SectionFields
            index={index}
            section={section}
            readOnly={readOnly}
            newsletterPath={newsletterPath}
          />
        ),
      })}
    />
  );
}
