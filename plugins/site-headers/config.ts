/** What gatsby-config.ts takes from this plugin: the Netlify adapter that writes every header. */
export { netlifyAdapter, type NetlifyAdapterOptions } from "./netlify-adapter";
