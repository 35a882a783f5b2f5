import React, { Component, type ErrorInfo, type ReactNode } from "react";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";

interface Props {
  children: ReactNode;
  /** What to show instead of the part that failed; without it, the whole-page message. */
  fallback?: ReactNode;
}

interface State {
  error: Error | null;
}

/** What the console is told, in English whatever the page's language: it is read by whoever fixes the site. */
export const UNEXPECTED_ERROR_MESSAGE = "Unexpected Application Error!";

/** The whole-page message, in the language of the provider above the boundary (English without one). */
function PageErrorMessage({ error }: { error: Error }) {
  const messages = useMessages();
  const { current } = usePageLanguage();
  return (
    <div role="alert" className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-3xl">{messages["errorBoundary.title"]}</h1>
      {process.env.NODE_ENV === "development" && <p className="max-w-prose text-muted">{error.message}</p>}
      <a href={current.path} className="btn-primary">
        {messages["errorBoundary.reload"]}
      </a>
    </div>
  );
}

/**
 * An unexpected error shows a fallback message instead of a blank
 * page; a part that can do without its interactive version passes its own
 * fallback instead. Under `npm run develop` the whole-page message also says
 * what failed, since whoever sees it there is editing the site.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(UNEXPECTED_ERROR_MESSAGE, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return <PageErrorMessage error={error} />;
  }
}
