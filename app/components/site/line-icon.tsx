// A line icon of the site's buttons: a 24-pixel stroke drawing, hidden from screen readers (the
// button says what it does in words).

export function LineIcon({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
      <path d={d} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
