import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names, leaving out the false, null and empty ones. No
 * tailwind-merge: no component here lets a caller override one of its own
 * utilities, so there are no conflicting classes to resolve.
 */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes);
}
