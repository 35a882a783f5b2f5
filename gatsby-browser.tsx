import "./src/styles/fonts.css";
import "./src/styles/global.css";

export { wrapPageElement } from "./src/components/layout/wrap-page-element";
export { replaceHydrateFunction } from "./src/boot/replace-hydrate-function";
