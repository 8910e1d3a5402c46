import { useEffect, useState } from 'react';
import type { ObjectTabProps } from '@/lib/editor-registry';
import { ImageGeneratorButton } from './image-generator-button';

interface Produced {
  name: string;
  size: number;
  url: string;
}

/**
 * NOT the Content tab: a stand-in that hosts the image generator in this branch only, to be replaced at the merge by
 * the real Content tab (which renders `ImageGeneratorButton` in its toolbar with `client.newsletters.uploadImage`).
 * The Newsletter type has no file field the generic `@upload/{field}` could take, so nothing is uploaded here: the
 * produced PNG is shown with its name and size.
 */
export function ImageGeneratorHostTab({ object, path, permissions, readOnly }: ObjectTabProps) {
  // Verified and scheduled newsletters are read-only (§4); so is one the user may not modify.
  const locked = readOnly || permissions['guillotina.ModifyContent'] === false || object.status !== 'draft';
  const [produced, setProduced] = useState<Produced | null>(null);
  useEffect(
    () => () => {
      if (produced) URL.revokeObjectURL(produced.url);
    },
    [produced],
  );
  const keep = async (file: File) => {
    setProduced({ name: file.name, size: file.size, url: URL.createObjectURL(file) });
    return { path: file.name };
  };
  return (
    <section aria-label="Image generator host" className="flex flex-col gap-3">
      <p className="text-sm text-amber-800">
        The newsletter Content tab is not built in this branch: only its image generator is here, and the
        image it produces is not uploaded.
      </p>
      <div>
        <ImageGeneratorButton newsletterPath={path} upload={keep} disabled={locked} />
      </div>
      {produced ? (
        <figure className="flex flex-col gap-1">
          <img src={produced.url} alt="Generated PNG" className="self-start border border-slate-200" />
          <figcaption className="text-sm text-slate-600">
            Produced {produced.name} ({produced.size} bytes), not uploaded
          </figcaption>
        </figure>
      ) : null}
    </section>
  );
}
