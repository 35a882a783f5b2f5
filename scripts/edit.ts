import { spawn } from "node:child_process";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { EDITOR_PAGE_URL, EDIT_SERVER_URL } from "../plugins/editor/addresses";
import { writeAdminPage } from "../plugins/editor/admin-page";
import { startEditServer } from "../plugins/editor/edit-server";
import { startEditorPageServer } from "../plugins/editor/editor-page-server";
import { readCheckedSite } from "../plugins/site-content/checked-site";
import { INTERFACE_TEXTS } from "../src/i18n/interface-texts";

/** Where Gatsby's development server shows the site: the editor's "View Live" leads there. */
const LOCAL_SITE = "http://localhost:8000/";

/** The owner's name and accent for the login screen; a broken content/ only costs the screen its colours. */
function ownerOf(projectDir: string) {
  try {
    const { name, accent } = readCheckedSite(join(projectDir, "content"));
    return { name, accent: accent ?? undefined };
  } catch {
    return {};
  }
}

/**
 * `npm run edit`: the editing backend on loopback, the editor's page at once
 * (EDITOR_PAGE_URL), and Gatsby's development server, which shows each change
 * on the page without a restart once it is up (and serves the editor too, at
 * http://localhost:8000/admin/). Both serve the editor with the deployed
 * editor's headers, so a policy that would stop it on Netlify stops it here.
 * Saves are checked against the interface's texts, as the build checks them.
 * With `--commit`, each publish is committed with the editor's message for it.
 */
async function main() {
  const projectDir = process.cwd();
  const { values } = parseArgs({ options: { commit: { type: "boolean", default: false } } });
  const commit = values.commit;
  const server = await startEditServer({ repoDir: projectDir, interfaceTexts: INTERFACE_TEXTS, commit });
  console.log(`Saving the editor's changes into ${projectDir}/content through ${EDIT_SERVER_URL}`);
  const publicDir = join(projectDir, "public");
  await writeAdminPage({
    projectDir,
    publicDir,
    siteUrl: LOCAL_SITE,
    minify: false,
    owner: ownerOf(projectDir),
    interfaceTexts: INTERFACE_TEXTS,
    localSaving: commit ? "commit" : "manual",
  });
  const page = await startEditorPageServer(publicDir);
  console.log(
    `The editor is ready at ${EDITOR_PAGE_URL}\n${
      commit
        ? "Each publish is saved into content/ and committed with git."
        : "Changes are saved into content/; commit them with git to publish (or run `npm run edit -- --commit`)."
    } The site follows at ${LOCAL_SITE} once Gatsby's development server is up.`,
  );
  const develop = spawn("npm", ["run", "develop"], { stdio: "inherit" });
  const stop = () => {
    server.close();
    page.close();
    develop.kill("SIGINT");
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  develop.on("exit", (code) => {
    server.close();
    page.close();
    process.exit(code ?? 0);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
