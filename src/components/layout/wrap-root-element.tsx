import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { ErrorBoundary } from "./error-boundary";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <ErrorBoundary>{element}</ErrorBoundary>
);
