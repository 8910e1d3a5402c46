import { type CompetitorUrlRow, confirmUrls } from '@cellar/validation/catalogue';
import type { ConfirmRequest } from '@/components/ui/use-confirm';

/**
 * The confirmation before 'Update selected' or 'Delete selected' sends the selected competitor URLs: it lists them
 * (catalogue-editors §5), on the product's Price comparator tab and on the Analytics one alike.
 */
export function urlsConfirmation(
  action: 'Update' | 'Delete',
  rows: readonly CompetitorUrlRow[],
): ConfirmRequest {
  const { question, lines } = confirmUrls(action, rows);
  return {
    title: `${action} selected`,
    description: question,
    confirmLabel: action,
    details: (
      <ul aria-label="URLs" className="flex flex-col gap-1 text-sm text-slate-700">
        {lines.map((line) => (
          <li key={line} className="break-all">
            {line}
          </li>
        ))}
      </ul>
    ),
  };
}
