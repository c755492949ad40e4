import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Loads a form's schema: a dynamic import, so zod is not part of the page's start (decision 043). */
export type SchemaLoader<Values extends FieldValues, Output> = () => Promise<z.ZodType<Output, Values>>;

/**
 * A react-hook-form resolver whose schema, and zod with it, is loaded at the first check, or earlier with
 * `load` (a form calls it when the visitor first focuses or presses it, so the check at Next or Send finds
 * it ready).
 * Evaluating zod and building a form's schemas took 50 to 100 ms of a phone's start (CPU 4x slower), in
 * one task, while the page only needs them once a field is checked. A failed load is tried again at the
 * next check: the resolver rejects, and the form says so (usePublicForm).
 */
export function lazySchemaResolver<Values extends FieldValues, Output>(loadSchema: SchemaLoader<Values, Output>) {
  let ready: Promise<Resolver<Values, unknown, Output>> | null = null;
  const load = () =>
    (ready ??= loadSchema().then(
      (schema) => zodResolver(schema),
      (error: unknown) => {
        ready = null;
        throw error;
      },
    ));
  const resolver: Resolver<Values, unknown, Output> = async (values, context, options) =>
    (await load())(values, context, options);
  return { resolver, load };
}
