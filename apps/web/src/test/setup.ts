import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// each test starts from an empty document
afterEach(() => cleanup());
