export { wrapRootElement } from "./src/components/layout/wrap-root-element";
export { renderBody as onRenderBody, withoutGatsbyImageHead as onPreRenderHTML } from "./src/boot/document";
