import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";
import { InViewIntersectionObserver } from "./src/test-utils/intersection-observer";

globalThis.IntersectionObserver = InViewIntersectionObserver;

// Lazy chunks (react-slick, Radix, framer-motion) are transpiled by Jest on first import, which on a
// busy 2-core machine can take longer than waitFor's default second; a real failure still fails.
configure({ asyncUtilTimeout: 10_000 });
