import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form'

/** How long a check waits for the rules before the values go as typed (a stalled connection). */
const RULES_WAIT_MS = 8000

/**
 * A react-hook-form resolver whose rules (zod and the contract's schemas) arrive in a chunk of
 * their own, so a page that only shows a form runs none of them: the load starts at `warm` (the
 * form's first focus, before anyone has typed a letter) or at the first check.
 *
 * Rules that cannot load (the network dropped after the page came, or a deploy replaced the
 * chunk) let the values go as typed, through `asTyped` (which may keep a check the server words
 * otherwise): the server checks them by the contract's schemas and its field errors land on the
 * fields, so a form is never stuck. A browser keeps a
 * failed module for the page's life, so trying the load again would not help.
 */
export function lazyResolver<Values extends FieldValues, Output>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
  asTyped: (values: Values) => ResolverResult<Values, Output> = (values) => ({
    values: values as unknown as Output,
    errors: {},
  }),
) {
  let loading: Promise<Resolver<Values, unknown, Output> | null> | undefined
  const loaded = () =>
    (loading ??= Promise.race([
      load().catch(() => null),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), RULES_WAIT_MS)),
    ]))
  const resolver: Resolver<Values, unknown, Output> = async (values, context, options) => {
    const rules = await loaded()
    return rules ? rules(values, context, options) : asTyped(values)
  }
  return { resolver, warm: () => void loaded() }
}
