import { useQuery } from '@tanstack/react-query';
import { contentSearchQueries } from './search-queries';

/** Folder of the tag types (site-content-and-shell §7: "List items of /tags/ (0 to 100)"). */
export const TAGS_FOLDER = '/tags/';
const TAG_TYPES_PAGE = 100;

/** The tag types: the folders of /tags/ (`uva`, `maridaje`...), for the new Tag form. */
export function useTagTypes() {
  return useQuery({
    ...contentSearchQueries.folder({ folderPath: TAGS_FOLDER, page: 0, pageSize: TAG_TYPES_PAGE }),
    select: (answer) =>
      answer.items.map((item) => ({ id: item['@name'], title: item.title || item['@name'] })),
  });
}
