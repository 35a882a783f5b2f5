/**
 * What the editor's bundle gets for `import … from "gatsby"`: the previews
 * draw the site's own sections, whose files also declare their GraphQL
 * fragments. Gatsby's build lifts those out of the page's code; in the editor
 * no query runs, so the tag stands for nothing. Any other import from gatsby
 * fails the editor's build by name, rather than misbehaving in the pane.
 */
export const graphql = (): undefined => undefined;
