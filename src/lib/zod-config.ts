import { z } from 'zod';

// Zod compiles object schemas with `new Function` when it may. Our Content-Security-Policy forbids eval
// (docs/decisions/006-security-headers.md), and zod's probe for it, though caught, is still reported as
// a policy violation, so the compiled fast path is switched off before any schema runs.
z.config({ jitless: true });
