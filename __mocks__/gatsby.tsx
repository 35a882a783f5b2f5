import React from "react";

const gatsby = jest.requireActual("gatsby");

/** Gatsby's Link and graphql need the Gatsby runtime; tests get plain stand-ins. */
module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn(({ to, activeClassName: _a, partiallyActive: _p, ...rest }) =>
    React.createElement("a", { ...rest, href: to }),
  ),
  Slice: jest.fn(),
  useStaticQuery: jest.fn(),
};
