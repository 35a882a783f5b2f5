import { useEffect, useLayoutEffect } from "react";

/**
 * A layout effect in the browser, where it runs before the first paint and
 * before any other update: what it finds in the server's markup is taken in
 * before anything can overwrite it. The server, which runs neither, gets the
 * plain effect, without React's warning.
 */
export const useBeforePaintEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;
