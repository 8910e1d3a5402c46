import { describe, expect, it } from 'vitest';
import { newsletterImageField, newsletterImageName, newsletterImagePath } from './newsletter-image';

describe('newsletterImageName', () => {
  it.each([
    ['Foto de Navidad.PNG', 'png', 'foto-de-navidad.png'],
    ['Vino Año 2024.jpeg', 'jpg', 'vino-ano-2024.jpg'],
    ['bodega', 'jpg', 'bodega.jpg'],
    ['.png', 'png', 'png.png'],
    ['¡¡¡.gif', 'gif', 'image.gif'],
  ])(
    'names %s (%s) %s: the slug of its name, the extension of its real type',
    (filename, extension, name) => {
      expect(newsletterImageName(filename, extension)).toBe(name);
    },
  );

  it('keeps at most 100 characters of the name before the extension', () => {
    expect(newsletterImageName(`${'a'.repeat(150)}.webp`, 'webp')).toBe(`${'a'.repeat(100)}.webp`);
  });
});

describe('where a newsletter image is stored and read', () => {
  it('is the files.field newsletter-image/{name} of the newsletter, read at {newsletter path}/{name}', () => {
    expect(newsletterImageField('portada.png')).toBe('newsletter-image/portada.png');
    expect(newsletterImagePath('/newsletters/1_02_25_rebajas', 'portada.png')).toBe(
      '/newsletters/1_02_25_rebajas/portada.png',
    );
  });
});
