import React from "react";
import { useMessages } from "../../hooks/use-messages";
import { cn } from "../../lib/cn";
import { formatMessage } from "../../i18n/messages";
import type { LanguageCode } from "../../i18n/languages";
import { Words } from "../../components/ui/words";
import { formatPostDate } from "./post-date";

export interface PostSummary {
  readonly path: string;
  readonly title: string;
  readonly date: string;
  readonly description: string;
  readonly readingMinutes: number;
}

interface PostListProps {
  posts: readonly PostSummary[];
  lang: LanguageCode;
  /** The level of each post's title under the list's own heading. */
  headingLevel?: 2 | 3;
  /** Side by side from laptop width (the home page's few newest), or one under another (the index). */
  columns?: boolean;
}

/** Posts, newest first, each with its date, reading time and summary; the title is the one link. */
export function PostList({ posts, lang, headingLevel = 2, columns = false }: PostListProps) {
  const messages = useMessages();
  const Heading = `h${headingLevel}` as const;
  return (
    <ol
      className={cn(
        "divide-y divide-line border-t border-line",
        // As many columns as there are posts, up to three: two posts share the width rather than leave a third empty.
        columns && "lg:grid lg:auto-cols-fr lg:grid-flow-col lg:gap-x-10 lg:divide-y-0",
      )}
    >
      {posts.map((post) => (
        <li key={post.path} className="py-6 sm:py-8">
          <article className="relative">
            <p className="text-sm text-muted">
              <time dateTime={post.date}>{formatPostDate(post.date, lang)}</time>
              <span aria-hidden="true"> · </span>
              {formatMessage(messages["writing.readingTime"], { minutes: post.readingMinutes })}
            </p>
            <Heading
              className={cn(
                "mt-2 font-semibold tracking-tight text-ink",
                columns ? "text-lg sm:text-xl" : "text-xl sm:text-2xl",
              )}
            >
              {/* The whole entry is the link's target area; the title alone is its name. */}
              <a href={post.path} className="after:absolute after:inset-0 hover:text-accent-ink">
                <Words text={post.title} />
              </a>
            </Heading>
            <p className="mt-2 text-base text-muted">
              <Words text={post.description} prose />
            </p>
          </article>
        </li>
      ))}
    </ol>
  );
}
