/**
 * What a swap gives, said on the button that gives it (issue 54, "consent restated"): from the
 * person's own share settings, e.g. "Ben will get your email and website". Name and company go
 * with every swap; the sentence names what goes beyond them.
 */
export interface ShareChoice {
  email?: boolean | null
  phone?: string | null
  url?: string | null
}

const listed = (parts: string[]) =>
  parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`

export function swapGives(firstName: string, share: ShareChoice | null | undefined): string {
  const parts = [share?.email && 'email', share?.phone && 'phone number', share?.url && 'website'].filter(
    (part): part is string => Boolean(part),
  )
  return parts.length ? `${firstName} will get your ${listed(parts)}.` : `${firstName} will get only your name and company.`
}
