/**
 * When a draft was typed, as its banner says it: `HH:mm` in the user's time zone, with the day before it
 * (`dd/MM/yyyy HH:mm`, as the admin writes days) when it was not typed today.
 */
export function draftTime(savedAt: string, now: Date = new Date()): string {
  const at = new Date(savedAt);
  if (Number.isNaN(at.getTime())) return savedAt;
  const two = (n: number) => String(n).padStart(2, '0');
  const time = `${two(at.getHours())}:${two(at.getMinutes())}`;
  const today =
    at.getFullYear() === now.getFullYear() &&
    at.getMonth() === now.getMonth() &&
    at.getDate() === now.getDate();
  return today ? time : `${two(at.getDate())}/${two(at.getMonth() + 1)}/${at.getFullYear()} ${time}`;
}
