// @ts-check
/**
 * A webpack loader for lucide-react's icon modules in the browser build: it
 * drops the random React key each of an icon's paths carries. The keys only
 * spare React a development warning about an array of children; they never
 * reach the page, but as random strings they compress poorly, about 0.6 KB
 * brotli of the home page's first-load scripts (docs/decisions/0017). A
 * webpack loader is a file webpack requires itself, hence plain CommonJS.
 *
 * @param {string} source an icon module's source
 * @returns {string}
 */
module.exports = function dropIconKeys(source) {
  return source.replace(/,\s*key:\s*"[^"\\]*"/g, "");
};
