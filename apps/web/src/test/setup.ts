import '@testing-library/jest-dom/vitest';
import { preloadModalDialog } from '../components/ui/modal';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// Modal loads its dialog implementation on demand (components/ui/modal.tsx); component tests render
// it as a page does once it has loaded.
await preloadModalDialog();
