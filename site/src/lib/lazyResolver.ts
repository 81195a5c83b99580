import type { FieldValues, Resolver } from 'react-hook-form'

/**
 * A react-hook-form resolver whose rules (zod and the contract's schemas) arrive in a chunk of
 * their own, so a page that only shows a form runs none of them: the load starts at `warm` (the
 * form's first focus, before anyone has typed a letter) or at the first check.
 *
 * Rules that cannot load (the network dropped after the page came) let the values go as typed:
 * the server checks them by the same contract schemas and its field errors land on the fields,
 * so a form is never stuck. A browser keeps a failed module for the page's life, so trying the
 * load again would not help.
 */
export function lazyResolver<Values extends FieldValues, Output>(load: () => Promise<Resolver<Values, unknown, Output>>) {
  let loading: Promise<Resolver<Values, unknown, Output> | null> | undefined
  const loaded = () => (loading ??= load().catch(() => null))
  const resolver: Resolver<Values, unknown, Output> = async (values, context, options) => {
    const rules = await loaded()
    // Unchecked values are the server's to judge (see above).
    return rules ? rules(values, context, options) : { values: values as unknown as Output, errors: {} }
  }
  return { resolver, warm: () => void loaded() }
}
