import {
  HOME_SECTION_TYPES,
  type HomeFormValues,
  type HomeSectionForm,
  type HomeSectionType,
  newHomeSection,
} from '@cellar/validation/site';
import { useFormContext } from 'react-hook-form';
import { SortableSectionList } from '@/components/sortable/sortable-section-list';
import { Button } from '@/components/ui/button';
import { HomeSectionFields } from './home-section-fields';

/**
 * The home's sections (the `sections` field) in a `SortableSectionList`: each by its type and Spanish title, to hide
 * or show as well; read-only disables the editing controls.
 */
export function HomeSectionList({ readOnly }: { readOnly: boolean }) {
  const { setValue } = useFormContext<HomeFormValues>();
  return (
    <SortableSectionList<HomeSectionForm, HomeSectionType>
      name="sections"
      label="Home sections"
      readOnly={readOnly}
      readOnlyControls="disable"
      types={HOME_SECTION_TYPES}
      firstType={HOME_SECTION_TYPES[0]}
      newSection={(type) => newHomeSection(type, `${type}-${Date.now().toString(36)}`)}
      view={({ key, hidden, title }, index) => ({
        title: key,
        summary: (title as Record<string, string> | undefined)?.es ?? '',
        hidden,
        actions: (
          <Button
            variant="ghost"
            disabled={readOnly}
            onClick={() => setValue(`sections.${index}.hidden`, !hidden, { shouldDirty: true })}
          >
            {hidden ? 'Show' : 'Hide'}
          </Button>
        ),
        fields: <HomeSectionFields index={index} type={key} />,
      })}
    />
  );
}
