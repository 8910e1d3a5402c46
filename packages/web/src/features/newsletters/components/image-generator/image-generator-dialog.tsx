import type { ProductImage } from '@cellar/sdk';
import { ok } from '@cellar/validation';
import {
  defaultImageGeneratorSettings,
  IMAGE_GENERATOR_BALL_LIMITS,
  IMAGE_GENERATOR_CORNER_LABELS,
  IMAGE_GENERATOR_CORNERS,
  IMAGE_GENERATOR_PRESETS,
  IMAGE_GENERATOR_SIZE,
  type ImageGeneratorCorner,
  type ImageGeneratorSettings,
  imageGeneratorFileName,
  imageGeneratorSettings,
  SITE_LIMITS,
  siteMessages,
  validateImageGenerator,
  withImageGeneratorPreset,
} from '@cellar/validation/site';
import { useEffect, useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  Form,
  fieldsNamed,
  messagesOf,
  ProductReferencePicker,
  SelectInput,
  TextInput,
  useAppForm,
} from '@/components/form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FieldMessages } from '@/components/ui/form-field';
import {
  useImageGeneratorProduct,
  useProductBitmap,
} from '@/features/newsletters/api/image-generator-product';
import { canvasPngFile, drawGeneratedImage } from '@/features/newsletters/utils/draw-generated-image';
import {
  readImageGeneratorSettings,
  writeImageGeneratorSettings,
} from '@/features/newsletters/utils/image-generator-storage';
import { errorMessage } from '@/lib/error-message';

export interface ImageGeneratorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Stores the generated PNG (the newsletter's image upload); resolves with the stored image's path. */
  upload: (file: File) => Promise<{ path: string }>;
  /** The image was stored: the dialog closes after calling it. */
  onUploaded?: (path: string) => void;
  /** Uploading is not allowed (read-only newsletter, no ModifyContent). */
  disabled?: boolean;
}

/** The dialog's fields: numbers as typed (the rule and `imageGeneratorSettings` read them), the product chosen. */
interface GeneratorFields {
  /** The reference chosen, '' for none. */
  product: string;
  /** The image drawn: `{referencia}/{slot}` among the product's, '' for its first. */
  image: string;
  corner: ImageGeneratorCorner;
  zoom: string;
  position: string;
  ballText: string;
  fontSize: string;
  ballRadius: string;
  border: string;
  bgColor: string;
  triangleColor: string;
  ballColor: string;
  textColor: string;
}

const fieldsOf = (settings: ImageGeneratorSettings, product = '', image = ''): GeneratorFields => ({
  product,
  image,
  corner: settings.corner,
  zoom: String(settings.zoom),
  position: String(settings.position),
  ballText: settings.ballText,
  fontSize: String(settings.fontSize),
  ballRadius: String(settings.ballRadius),
  border: String(settings.border),
  bgColor: settings.bgColor,
  triangleColor: settings.triangleColor,
  ballColor: settings.ballColor,
  textColor: settings.textColor,
});

/** What the canvas draws: each field as typed when valid, else its §9 default. */
const settingsOf = ({
  product: _product,
  image: _image,
  ...fields
}: GeneratorFields): ImageGeneratorSettings => imageGeneratorSettings(fields);

/** §5: a product is needed to upload, zoom 1 to 15 and position 1 to 20. */
const generatorRule = (fields: GeneratorFields) => {
  const checked = validateImageGenerator(fields);
  return checked.ok ? ok(settingsOf(fields)) : checked;
};
const fieldOf = fieldsNamed(Object.keys(fieldsOf(defaultImageGeneratorSettings())));

const imageKey = (image: ProductImage) => `${image.referencia}/${image.slot}`;

/**
 * The image generator (site-content §2.8, §4, §5, §9): pick a product, and the 400x352 canvas draws its image at a
 * zoom (1 to 15) with the ball (text, font size, radius, border) in a corner at a position (1 to 20), over the
 * background and triangle colours; a preset puts a publication's (or 'Offers') colours on the ball. Every change
 * redraws and is remembered in this browser for the next time; Reset puts the §9 defaults back. Upload sends the
 * canvas as a PNG named with the time to `upload`, then calls `onUploaded` and closes; without a product it says
 * 'No product selected', and a failed upload 'Error uploading the image'.
 */
export function ImageGeneratorDialog({
  open,
  onOpenChange,
  upload,
  onUploaded,
  disabled = false,
}: ImageGeneratorDialogProps) {
  const formId = useId();
  const initial = useMemo(() => fieldsOf(readImageGeneratorSettings()), []);
  const { form, handleSubmit, showFormError } = useAppForm<GeneratorFields, ImageGeneratorSettings>({
    defaultValues: initial,
    rule: generatorRule,
    fieldOf,
    guardLeaving: false,
  });
  const fields = useWatch({ control: form.control }) as GeneratorFields;
  const settings = settingsOf({ ...initial, ...fields });

  const product = useImageGeneratorProduct(fields.product ?? '');
  const images = product.data?.images ?? [];
  const image = images.find((candidate) => imageKey(candidate) === fields.image) ?? images[0];
  const bitmap = useProductBitmap(product.data?.path ?? '', image);
  const drawn = fields.product ? (bitmap.data ?? null) : null;

  // A state, not a ref: the dialog's content mounts a moment after it opens, and the drawing must follow.
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const settingsKey = JSON.stringify(settings);
  useEffect(() => {
    const current = JSON.parse(settingsKey) as ImageGeneratorSettings;
    const context = canvas?.getContext('2d');
    if (context) drawGeneratedImage(context, current, drawn);
    writeImageGeneratorSettings(current);
  }, [canvas, settingsKey, drawn]);

  const productErrors = messagesOf(form.formState.errors.product);
  const productMessagesId = useId();

  const choose = (referencia: string) => {
    form.setValue('product', referencia, { shouldDirty: true });
    form.setValue('image', '', { shouldDirty: true });
    form.clearErrors('product');
  };

  const reset = () => form.reset(fieldsOf(defaultImageGeneratorSettings(), fields.product, fields.image));

  // A failed upload (or a canvas the browser would not export) says the spec's message in the dialog, kept open.
  const submit = handleSubmit(
    async () => {
      if (canvas === null) return;
      const file = await canvasPngFile(canvas, imageGeneratorFileName());
      const { path } = await upload(file);
      onUploaded?.(path);
      onOpenChange(false);
    },
    { onError: () => showFormError(siteMessages.imageGenerator.uploadError) },
  );

  const numberLimits = IMAGE_GENERATOR_BALL_LIMITS;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Image generator"
      className="w-[min(60rem,calc(100vw-2rem))]"
      footer={
        <>
          <Button variant="secondary" onClick={reset}>
            Reset
          </Button>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={disabled || form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Uploading...' : 'Upload'}
          </Button>
        </>
      }
    >
      <Form form={form} id={formId} onSubmit={submit} label="Image generator" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium text-slate-700">Product</span>
          <ProductReferencePicker
            label="Product"
            hideLabel
            onPick={(reference) => choose(reference.referencia)}
          />
          <FieldMessages
            id={productMessagesId}
            errors={productErrors}
            hint={
              fields.product
                ? product.data
                  ? `${fields.product} · ${product.data.nombre}${product.data.bodega ? ` · ${product.data.bodega.nombre}` : ''}`
                  : product.isError
                    ? errorMessage(product.error)
                    : fields.product
                : undefined
            }
          />
        </div>
        {images.length > 1 ? (
          <SelectInput<GeneratorFields, string>
            name="image"
            label="Image"
            options={images.map((candidate) => ({
              value: imageKey(candidate),
              label: `${candidate.referencia} ${candidate.slot}`,
            }))}
          />
        ) : null}
        {product.data && images.length === 0 ? (
          <p className="text-sm text-amber-800">{siteMessages.imageGenerator.noImages}</p>
        ) : null}
        <div className="flex flex-col gap-4 lg:flex-row">
          <canvas
            ref={setCanvas}
            width={IMAGE_GENERATOR_SIZE.width}
            height={IMAGE_GENERATOR_SIZE.height}
            aria-label="Generated image"
            role="img"
            data-product={drawn ? image?.referencia : undefined}
            className="shrink-0 self-start border border-slate-200"
          />
          <div className="grid flex-1 grid-cols-2 gap-3">
            <TextInput<GeneratorFields>
              name="zoom"
              label={`Zoom (${fields.zoom})`}
              type="range"
              min={SITE_LIMITS.imageGeneratorZoom.min}
              max={SITE_LIMITS.imageGeneratorZoom.max}
              step={1}
            />
            <TextInput<GeneratorFields>
              name="position"
              label={`Position (${fields.position})`}
              type="range"
              min={SITE_LIMITS.imageGeneratorPosition.min}
              max={SITE_LIMITS.imageGeneratorPosition.max}
              step={1}
            />
            <SelectInput<GeneratorFields, ImageGeneratorCorner>
              name="corner"
              label="Corner"
              options={IMAGE_GENERATOR_CORNERS.map((corner) => ({
                value: corner,
                label: IMAGE_GENERATOR_CORNER_LABELS[corner],
              }))}
            />
            <TextInput<GeneratorFields> name="ballText" label="Text" maxLength={20} />
            <TextInput<GeneratorFields>
              name="fontSize"
              label="Font size"
              type="number"
              min={numberLimits.fontSize.min}
              max={numberLimits.fontSize.max}
            />
            <TextInput<GeneratorFields>
              name="ballRadius"
              label="Ball radius"
              type="number"
              min={numberLimits.ballRadius.min}
              max={numberLimits.ballRadius.max}
            />
            <TextInput<GeneratorFields>
              name="border"
              label="Border"
              type="number"
              min={numberLimits.border.min}
              max={numberLimits.border.max}
            />
            <TextInput<GeneratorFields> name="ballColor" label="Ball colour" type="color" />
            <TextInput<GeneratorFields> name="textColor" label="Text colour" type="color" />
            <TextInput<GeneratorFields> name="bgColor" label="Background colour" type="color" />
            <TextInput<GeneratorFields> name="triangleColor" label="Triangle colour" type="color" />
          </div>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-slate-700">Presets</legend>
          <div className="flex flex-wrap gap-2">
            {IMAGE_GENERATOR_PRESETS.map((preset) => {
              const applied =
                settings.ballColor === preset.ballColor && settings.textColor === preset.textColor;
              return (
                <button
                  key={preset.name}
                  type="button"
                  aria-pressed={applied}
                  onClick={() => {
                    const next = withImageGeneratorPreset(settings, preset);
                    form.setValue('ballColor', next.ballColor, { shouldDirty: true });
                    form.setValue('textColor', next.textColor, { shouldDirty: true });
                  }}
                  className="inline-flex items-center gap-1.5 rounded border border-slate-300 px-2 py-1 text-sm aria-pressed:border-slate-900 aria-pressed:font-medium"
                >
                  <span
                    aria-hidden="true"
                    className="inline-block size-3 rounded-full border border-slate-300"
                    style={{ backgroundColor: preset.ballColor }}
                  />
                  {preset.name}
                </button>
              );
            })}
          </div>
        </fieldset>
      </Form>
    </Dialog>
  );
}
