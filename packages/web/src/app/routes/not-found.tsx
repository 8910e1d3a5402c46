/** The fallback for any URL under /-admin that names no screen; the sidebar stays to leave it. */
export function Component() {
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-2 p-6">
      <title>Page not found · Cellar admin</title>
      <h1 id="screen-title" className="text-xl font-semibold text-slate-900">
        Page not found
      </h1>
    </section>
  );
}
