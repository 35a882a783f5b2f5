import "@testing-library/jest-dom";
import { InViewIntersectionObserver } from "./src/test-utils/intersection-observer";

globalThis.IntersectionObserver = InViewIntersectionObserver;
