import type { GatsbyNode } from "gatsby";
import { measureLogo } from "./measure-logo";

interface FileSource {
  absolutePath: string;
  internal: { contentDigest: string };
}

/** Each file measured once a build, however many pages ask: by its bytes, so an edited logo is measured again. */
const measured = new Map<string, Promise<number | null>>();

/**
 * `opticalScale` on every file, computed only where a query asks for it (the tools' logos): the scale that gives the
 * logo its row's weight (optical-scale.ts), or null for a file that is no picture with transparency.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    File: {
      opticalScale: {
        type: "Float",
        description: "How much to scale this logo in a row of logos so that it reads as heavy as the others.",
        resolve: (file: FileSource) => {
          const key = `${file.absolutePath}:${file.internal.contentDigest}`;
          if (!measured.has(key)) measured.set(key, measureLogo(file.absolutePath));
          return measured.get(key);
        },
      },
    },
  });
};
