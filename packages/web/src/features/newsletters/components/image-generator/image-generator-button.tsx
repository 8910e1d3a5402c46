import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';

// The dialog (canvas drawing, the product search) is a chunk of its own, loaded when first opened.
const ImageGeneratorDialog = lazy(() =>
  import('./image-generator-dialog').then((module) => ({ default: module.ImageGeneratorDialog })),
);

export interface ImageGeneratorButtonProps {
  /** The newsletter the image is for (its content path). */
  newsletterPath: string;
  /** Stores the generated PNG into the newsletter; resolves with the stored image's path. */
  upload(file: File): Promise<{ path: string }>;
  onUploaded?(path: string): void;
  disabled?: boolean;
}

/** 'Image generator' (site-content §2.8): opens the image generator dialog, loaded on demand. */
export function ImageGeneratorButton({
  newsletterPath,
  upload,
  onUploaded,
  disabled,
}: ImageGeneratorButtonProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        disabled={disabled}
        data-newsletter={newsletterPath}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Image generator
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ImageGeneratorDialog
            open={open}
            onOpenChange={setOpen}
            upload={upload}
            onUploaded={onUploaded}
            disabled={disabled}
          />
        </Suspense>
      ) : null}
    </>
  );
}
