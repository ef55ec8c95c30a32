import { Component, type ReactNode } from 'react';
import { text } from '../src/client/texts.js';

interface State {
  error: Error | null;
}

/**
 * Error boundary around every island: a crash shows "This page crashed." with the message and
 * "Try again", in the page's language (it shows only in the browser, as the runtime's texts).
 */
export class IslandRoot extends Component<{ children?: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="crash" role="alert">
        <h2 className="crash__title">{text('crashed')}</h2>
        <p className="crash__message">{this.state.error.message}</p>
        <button type="button" className="button" onClick={() => this.setState({ error: null })}>
          {text('tryAgain')}
        </button>
      </div>
    );
  }
}
