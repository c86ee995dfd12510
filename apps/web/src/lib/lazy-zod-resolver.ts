import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { loadMessages } from './messages';

type LazyResolver<T extends FieldValues> = Resolver<T> & {
  /** Starts loading the schema and zod now (the form calls it when the customer first focuses it). */
  preload: () => void;
};

/**
 * A react-hook-form resolver for a zod schema that is loaded on first use. zod is about 25 KB gzip:
 * the sign-in and sign-up pages, the first screen most visitors see, show without it and fetch it
 * while the customer types (preload on the form's first focus), so validation is the same schema as
 * the API's and costs the first screen nothing.
 */
export function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<ZodType<T, unknown>>,
): LazyResolver<T> {
  let ready: Promise<Resolver<T>> | null = null;
  const load = () => {
    ready ??= Promise.all([
      loadSchema(),
      import('@hookform/resolvers/zod'),
      // The messages' words in the page's language (lib/i18n.tsx, useErrorWords).
      loadMessages(['errors']),
    ]).then(([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<T>);
    return ready;
  };
  const resolver = (async (values, context, options) =>
    (await load())(values, context, options)) as LazyResolver<T>;
  resolver.preload = () => void load();
  return resolver;
}
