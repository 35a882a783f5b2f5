export { wrapPageElement } from "./src/components/layout/wrap-page-element";
export { renderBody as onRenderBody, withoutGatsbyImageHead as onPreRenderHTML } from "./src/boot/document";
