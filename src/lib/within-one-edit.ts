/**
 * Whether two words differ by at most one typo: a letter wrong, missing or
 * extra, or two neighbouring letters swapped ("univeristy" for "university").
 * Linear in the words' length, so the chat can try it against every keyword.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let same = 0;
  while (same < short.length && short[same] === long[same]) same += 1;
  if (short.length < long.length) return short.slice(same) === long.slice(same + 1);
  const swapped = short[same] === long[same + 1] && short[same + 1] === long[same];
  return short.slice(same + 1) === long.slice(same + 1) || (swapped && short.slice(same + 2) === long.slice(same + 2));
}
