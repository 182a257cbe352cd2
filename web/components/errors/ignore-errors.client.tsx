'use client'

import { Component, type ReactNode } from 'react'

/**
 * Renders nothing once its children throw. Only for <NotFoundStatus>: its throw is meant for the server's
 * status code, and in the browser it must not reach Next's not-found/forbidden boundary, which would
 * replace the server-rendered page with the boundary's view.
 */
export class IgnoreErrors extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    return this.state.failed ? null : this.props.children
  }
}
