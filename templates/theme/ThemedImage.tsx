import type { ImgHTMLAttributes } from 'react';
import { pageUrl } from '../../src/shared/docusaurusSite.js';

/**
 * `<ThemedImage sources={{light, dark}}>`: both images in the HTML, the stylesheet showing the one
 * of the current colour mode (no JavaScript needed).
 */
export default function ThemedImage({
  sources,
  className,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { sources: { light: string; dark: string } }) {
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <img
          key={mode}
          {...props}
          src={pageUrl(sources[mode])}
          className={`themed-image themed-image--${mode}${className ? ` ${className}` : ''}`}
        />
      ))}
    </>
  );
}
