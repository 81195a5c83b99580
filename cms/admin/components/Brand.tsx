/** The product's mark (the site's favicon, a pint on navy), for the CMS admin's graphics. */
function Mark({ size }: { size: number }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1f3a5f" />
      <path d="M20 18h20v6h4a6 6 0 0 1 6 6v8a6 6 0 0 1-6 6h-4v4H20z" fill="#f2b134" />
      <rect x="40" y="28" width="5" height="12" rx="2" fill="#1f3a5f" />
      <rect x="20" y="18" width="20" height="7" fill="#fff" />
    </svg>
  )
}

/** The sign-in page's logo: the mark and the product's name instead of Payload's. */
export function Logo() {
  return (
    // Wraps rather than clips on a narrow screen: the mark and the whole name stay in view.
    <span
      style={{
        display: 'inline-flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        alignItems: 'center',
        gap: 12,
        maxWidth: '100%',
        fontSize: 24,
        fontWeight: 700,
        textAlign: 'center',
      }}
    >
      <Mark size={48} />
      <span>Makers Pub Night CMS</span>
    </span>
  )
}

/** The navigation's small icon. */
export function Icon() {
  return <Mark size={28} />
}
