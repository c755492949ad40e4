import { Component, type ErrorInfo, type ReactNode } from 'react';
import { HydrationMarker } from './hydration-marker';

type Props = { children: ReactNode; resetKey: string };
type State = { error: unknown; resetKey: string };

function messageOf(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}

/** Catches a screen that throws while loading or rendering; navigating elsewhere clears it. */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unexpected Application Error!', error, info.componentStack);
  }

  render() {
    if (this.state.error === null) return this.props.children;
    return (
      <div role="alert" className="container py-24">
        <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
        <pre className="mt-4 whitespace-pre-wrap rounded-md bg-muted p-4 text-sm italic">
          {messageOf(this.state.error)}
        </pre>
        <a href="/" className="mt-6 inline-block font-semibold text-primary underline">
          Return to Home
        </a>
        {/* The page is the app's even so: its early events are replayed. */}
        <HydrationMarker />
      </div>
    );
  }
}
