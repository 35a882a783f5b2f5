import { spawn } from "node:child_process";
import { EDIT_SERVER_URL } from "../plugins/editor/addresses";
import { startEditServer } from "../plugins/editor/edit-server";
import { INTERFACE_TEXTS } from "../src/i18n/interface-texts";

/**
 * `npm run edit`: the editing backend on loopback and Gatsby's development
 * server. The editor at http://localhost:8000/admin/ saves into content/, and
 * the development server shows the change on the page without a restart. The
 * editor's plugin serves that page with the deployed editor's headers
 * (plugins/editor/gatsby-node.ts), so a policy that would stop it on Netlify
 * stops it here. Saves are checked against the interface's texts, as the build
 * checks them.
 */
async function main() {
  const projectDir = process.cwd();
  const server = await startEditServer({ repoDir: projectDir, interfaceTexts: INTERFACE_TEXTS });
  console.log(`Saving the editor's changes into ${projectDir}/content through ${EDIT_SERVER_URL}`);
  const develop = spawn("npm", ["run", "develop"], { stdio: "inherit" });
  const stop = () => {
    server.close();
    develop.kill("SIGINT");
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  develop.on("exit", (code) => {
    server.close();
    process.exit(code ?? 0);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
