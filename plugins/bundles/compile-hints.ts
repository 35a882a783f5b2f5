import type { Compilation, Compiler } from "webpack";
import { ENTRY_CHUNK_GROUP, type ChunkGroups } from "../../src/boot/contract";

/**
 * V8's file-wide compile hint (Chromium 136 and later; other engines read a
 * comment). It must be the file's first line.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The prefix Gatsby gives each page component's chunk group. */
const PAGE_GROUP_PREFIX = "component---";

/**
 * The scripts a page runs in full as it starts: the entry's (runtime,
 * framework, app) and every page component's group. Chunks loaded on demand
 * (the carousel, the backend client) are left out, since most of their
 * functions wait for an input that may never come.
 */
export function startupScripts(groups: ChunkGroups): string[] {
  const files = Object.entries(groups)
    .filter(([name]) => name === ENTRY_CHUNK_GROUP || name.startsWith(PAGE_GROUP_PREFIX))
    .flatMap(([, groupFiles]) => groupFiles)
    .filter((file) => file.endsWith(".js"));
  return [...new Set(files)].sort();
}

/** Each named chunk group's files, as the compilation holds them. */
function namedGroups(compilation: Compilation): ChunkGroups {
  return Object.fromEntries(
    [...compilation.namedChunkGroups].map(([name, group]) => [name, group.chunks.flatMap((chunk) => [...chunk.files])]),
  );
}

/**
 * Puts the compile hint on top of the startup scripts, so Chromium compiles
 * their functions while the file streams in, off the main thread, instead of
 * one at a time on first call while the page hydrates. It runs after the
 * minifier, which would drop the comment, and before the content hashes are
 * taken, so the file names follow the new content.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation: CompilationClass, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(CompileHintsPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: CompileHintsPlugin.name, stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const file of startupScripts(namedGroups(compilation))) {
            if (!compilation.getAsset(file)) continue;
            compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        },
      );
    });
  }
}
