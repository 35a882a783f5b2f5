import type { GatsbyNode } from "gatsby";
import { measureLogo, type LogoMeasure } from "./measure-logo";

interface FileSource {
  absolutePath: string;
  internal: { contentDigest: string };
}

/** Each file measured once a build, however many pages ask: by its bytes, so an edited logo is measured again. */
const measured = new Map<string, Promise<LogoMeasure | null>>();

function measureOnce(file: FileSource) {
  const key = `${file.absolutePath}:${file.internal.contentDigest}`;
  if (!measured.has(key)) measured.set(key, measureLogo(file.absolutePath));
  return measured.get(key)!;
}

/**
 * On every file, computed only where a query asks for them (the tools' logos): `opticalScale`, the scale that gives
 * the logo its row's weight (optical-scale.ts), and `singleInk`, whether it is drawn in one colour (single-ink.ts);
 * null for a file that is no picture with transparency.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    File: {
      opticalScale: {
        type: "Float",
        description: "How much to scale this logo in a row of logos so that it reads as heavy as the others.",
        resolve: async (file: FileSource) => (await measureOnce(file))?.opticalScale ?? null,
      },
      singleInk: {
        type: "Boolean",
        description: "Whether this logo is drawn in one colour, so that it may be shown as a one-colour silhouette.",
        resolve: async (file: FileSource) => (await measureOnce(file))?.singleInk ?? null,
      },
    },
  });
};
