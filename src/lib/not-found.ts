/** The missing path is logged so broken links show up in the console. */
export function logMissingPath(pathname: string): void {
  console.error("404 Error: User attempted to access non-existent route:", pathname);
}
