/** Rows of a file that cannot be used, each by its line: shown before anything is imported. */
export function LineIssues({
  title,
  issues,
}: {
  title: string;
  issues: readonly { line: number; message: string }[];
}) {
  if (issues.length === 0) return null;
  return (
    <section
      aria-label={title}
      role="alert"
      className="rounded border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-800"
    >
      <h2 className="font-medium">{title}</h2>
      <ul className="list-disc pl-5">
        {issues.map((issue) => (
          <li key={`${issue.line}-${issue.message}`}>{issue.message}</li>
        ))}
      </ul>
    </section>
  );
}
