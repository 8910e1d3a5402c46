/**
 * Saves text that arrives in pieces (an export's pages) as a downloaded file. Each piece becomes a Blob as it
 * arrives and the file is the Blob of those Blobs: the browser keeps large Blobs in its blob store (on disk past
 * its memory quota) rather than in the page's heap, so a long export holds one page as a string at a time, not the
 * whole list. (A writable stream to a file the user picks, `showSaveFilePicker`, would ask where to save each time:
 * staff asked for a plain download.)
 */
export async function saveTextFile(
  fileName: string,
  pieces: AsyncIterable<string>,
  type = 'text/csv;charset=utf-8',
): Promise<void> {
  const parts: Blob[] = [];
  for await (const piece of pieces) if (piece !== '') parts.push(new Blob([piece], { type }));
  const url = URL.createObjectURL(new Blob(parts, { type }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the URL to the download; a later tick so that no browser misses it.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
