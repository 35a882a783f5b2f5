import "./src/styles/fonts.css";
import "./src/styles/global.css";

export { wrapRootElement } from "./src/components/layout/wrap-root-element";
export { replaceHydrateFunction } from "./src/boot/replace-hydrate-function";
