import "@fontsource-variable/inter";
import "./src/styles/global.css";

export { wrapRootElement } from "./src/components/layout/wrap-root-element";
