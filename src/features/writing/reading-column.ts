/**
 * The writing pages' frame: their content under the fixed header, with less
 * room above it on a short screen (a phone held sideways), and a reading
 * column of about 70 characters, on the content column's left edge up to
 * laptop width (where the header's name stands above it) and centred from there.
 */
export const PAGE =
  "container-page pb-12 pt-[calc(var(--header-height)+2.5rem)] short:pt-[calc(var(--header-height)+1rem)] sm:pb-16";
export const COLUMN = "max-w-[40rem] lg:mx-auto";
