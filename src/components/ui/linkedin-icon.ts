/**
 * lucide has no brand marks, so the professional network is drawn as a
 * neutral business icon; its links always carry the word "LinkedIn" as text.
 * One module of its own, so the footer of a page without the home page's
 * icons (a post) draws it without bundling them all.
 */
export { default as LinkedInIcon } from "lucide-react/icons/briefcase-business";
