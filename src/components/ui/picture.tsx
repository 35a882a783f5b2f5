import React, { type ImgHTMLAttributes } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { cn } from "../../lib/cn";

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "width" | "height"> & {
  image: IGatsbyImageData;
  alt: string;
  /** Classes of the box, which keeps the image's aspect ratio unless they size it; the photo covers it. */
  className?: string;
};

/**
 * A photo that gatsby-plugin-image has processed (AVIF and WebP at the sizes
 * the query asks for, the original format as fallback, the dominant colour),
 * drawn as one plain <picture> in a box of that colour until it arrives.
 *
 * The server and the browser render the same elements, so React hydrates it
 * like any other. GatsbyImage would send each photo three times (the picture,
 * a <noscript> copy and an inline script) and, on every visit, download
 * react-dom/server to re-render images that here never change.
 */
export function Picture({ image, alt, className = "", loading = "lazy", ...imgProps }: PictureProps) {
  const { width, height, backgroundColor, images } = image;
  return (
    <div
      className={cn("relative overflow-hidden", className)}
      style={{ aspectRatio: `${width} / ${height}`, backgroundColor }}
    >
      <picture>
        {images.sources?.map((source) => (
          <source
            key={`${source.media ?? ""} ${source.type}`}
            type={source.type}
            media={source.media}
            srcSet={source.srcSet}
            sizes={source.sizes}
          />
        ))}
        <img
          src={images.fallback?.src}
          srcSet={images.fallback?.srcSet}
          sizes={images.fallback?.sizes}
          width={width}
          height={height}
          alt={alt}
          loading={loading}
          decoding="async"
          className="absolute inset-0 h-full w-full object-cover"
          {...imgProps}
        />
      </picture>
    </div>
  );
}
