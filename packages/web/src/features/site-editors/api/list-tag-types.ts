import { SITE_LIMITS } from '@cellar/validation/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { folderSearchBody, searchContent } from '@/lib/content-search';

/** Folder of the tag types (site-content-and-shell §7: "List items of /tags/ (0 to 100)"). */
export const TAGS_FOLDER = '/tags/';

export const siteEditorKeys = {
  all: ['site-editors'] as const,
  tagTypes: () => [...siteEditorKeys.all, 'tag-types'] as const,
};

const tagTypesQuery = () =>
  queryOptions({
    queryKey: siteEditorKeys.tagTypes(),
    queryFn: () =>
      searchContent(folderSearchBody({ folderPath: TAGS_FOLDER, page: 0, pageSize: SITE_LIMITS.tagList })),
    // Read again whenever a form needs them: a tag type created since shows.
    staleTime: 0,
  });

/** The tag types: the folders of /tags/ (`uva`, `maridaje`...), for the new Tag form. */
export function useTagTypes() {
  return useQuery({
    ...tagTypesQuery(),
    select: (answer) =>
      answer.items.map((item) => ({ id: item['@name'], title: item.title || item['@name'] })),
  });
}
