import { render, screen } from '@testing-library/react';
import * as compat from 'preact/compat';
import * as compatClient from 'preact/compat/client';
import { createElement, useState } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';

// The tests run what ships: every React import is Preact's compatibility layer (vite.config.ts).
it('renders with Preact wherever the code and its libraries import React', () => {
  expect(createElement).toBe(compat.createElement);
  expect(useState).toBe(compat.useState);
  expect(createPortal).toBe(compat.createPortal);
  expect(createRoot).toBe(compatClient.createRoot);

  render(<p>rendered</p>);
  const node = screen.getByText('rendered') as HTMLElement & Record<string, unknown>;
  // Preact keeps the virtual node on the element it rendered; React DOM keeps its fibers.
  expect(Object.keys(node).some((key) => key.startsWith('__react'))).toBe(false);
});
