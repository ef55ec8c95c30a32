import type { ImgHTMLAttributes } from 'react';

/** What `img` may be: an imported file's URL, or the objects Docusaurus's image loader makes. */
type Source = string | { default?: string; src?: string | { src?: string } };

function url(img: Source): string | undefined {
  if (typeof img === 'string') return img;
  if (typeof img.src === 'string') return img.src;
  return img.src?.src ?? img.default;
}

/** `<IdealImage img={require('./a.png')}>`: the image, loaded lazily (no responsive variants). */
export default function IdealImage({ img, ...props }: ImgHTMLAttributes<HTMLImageElement> & { img: Source }) {
  return <img loading="lazy" {...props} src={url(img)} />;
}
