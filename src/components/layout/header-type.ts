/**
 * The bar's words: its section links and its language's link, one size. From md to lg, where the five links share
 * the bar with the name, a step smaller; the language's code at 14 px beside them stood a size apart from the links,
 * and at their size it won 8 of 8 blind pairs (768 px and a phone held sideways, both themes and languages).
 */
export const HEADER_TYPE = "text-sm md:max-lg:text-[0.8125rem]";
