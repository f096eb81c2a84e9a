import { Component, type ErrorInfo, type ReactNode } from 'react';
import { paths } from '../config/paths.js';

interface Props {
  /** The route's path: a new route starts with a clean boundary. */
  location: string;
  children: ReactNode;
}

/** Catches what a screen throws (including actor errors, which @xstate/react rethrows) and offers a way back. */
export class RouteErrorBoundary extends Component<Props, { error: Error | null; location: string }> {
  override state = { error: null as Error | null, location: this.props.location };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; location: string }) {
    return props.location === state.location ? null : { error: null, location: props.location };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className="placeholder" role="alert">
        <h1>Something went wrong on this page</h1>
        <p>Please try again. If it keeps happening, go back to the home page.</p>
        <div className="placeholder-actions">
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Try again
          </button>
          <a href={paths.home.href()} className="button button-outline">
            Back to home
          </a>
        </div>
      </section>
    );
  }
}
