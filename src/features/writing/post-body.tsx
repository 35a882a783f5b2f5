import React from "react";
import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../../components/ui/picture";

export interface PostBlockData {
  readonly html: string | null;
  readonly alt: string | null;
  readonly caption: string | null;
  readonly image: { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null;
}

/**
 * A post's text as the build rendered it (plugins/writing/): its HTML runs
 * as they are, each in a box that lays out as if it were not there, and its
 * images as sized pictures in their own figures. The HTML comes from the
 * owner's Markdown with raw HTML dropped, so it holds no markup of its own.
 */
export function PostBody({ blocks }: { blocks: readonly PostBlockData[] }) {
  return (
    <div className="prose">
      {blocks.map((block, index) => {
        const image = block.image?.childImageSharp?.gatsbyImageData;
        if (image) {
          return (
            <figure key={index}>
              <Picture image={image} alt={block.alt ?? ""} className="rounded-xl" />
              {block.caption && <figcaption>{block.caption}</figcaption>}
            </figure>
          );
        }
        return <div key={index} className="contents" dangerouslySetInnerHTML={{ __html: block.html ?? "" }} />;
      })}
    </div>
  );
}

/** A block as the page draws it: its HTML, or its image sized for the reading column. */
export const postBlocks = graphql`
  fragment PostBlocks on WritingPostBlock {
    html
    alt
    caption
    image {
      childImageSharp {
        gatsbyImageData(
          width: 640
          outputPixelDensities: [1, 2]
          sizes: "(min-width: 1536px) 760px, (min-width: 704px) 640px, calc(100vw - 2.5rem)"
          placeholder: DOMINANT_COLOR
          formats: [AUTO, WEBP, AVIF]
        )
      }
    }
  }
`;
