/** The HRIS mark (sidebar, sign-in page); apart from `Logo`, whose link needs the router. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" className="hris-logo__mark">
      <rect width="64" height="64" rx="14" fill="var(--hris-primary, #409EFF)" />
      <circle cx="24" cy="24" r="8" fill="#fff" />
      <circle cx="42" cy="27" r="6" fill="#fff" opacity=".85" />
      <path d="M10 50c1-9 7-15 14-15s13 6 14 15z" fill="#fff" />
      <path d="M33 50c.6-7 4.5-12 9.5-12S52 43 53 50z" fill="#fff" opacity=".85" />
    </svg>
  );
}
