import { Component, type ReactNode } from 'react';
import { PageError } from './page-error';

type Props = { resetKey: string; children: ReactNode };
type State = { error: unknown; resetKey: string };

/** Catches a page that fails to load or render, inside the layout; navigating elsewhere clears it. */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  render() {
    return this.state.error ? <PageError error={this.state.error} /> : this.props.children;
  }
}
