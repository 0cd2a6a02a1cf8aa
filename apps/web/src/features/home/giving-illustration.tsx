/** A box being given away, a heart rising from it: decoration only, hidden from screen readers. */
export function GivingIllustration({ className = '' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 320 280" className={className}>
      <circle cx="160" cy="150" r="124" fill="#ccfbef" />
      <circle cx="258" cy="62" r="26" fill="#fde68a" />
      <ellipse cx="160" cy="246" rx="96" ry="10" fill="#99f6df" />
      <ellipse cx="62" cy="222" rx="26" ry="11" fill="#14b897" transform="rotate(-35 62 222)" />
      <ellipse cx="84" cy="236" rx="20" ry="8" fill="#2dd4b0" transform="rotate(20 84 236)" />
      <rect x="110" y="122" width="100" height="20" rx="3" fill="#115e52" />
      <rect
        x="30"
        y="133"
        width="62"
        height="14"
        rx="4"
        fill="#14b897"
        transform="rotate(28 92 140)"
      />
      <rect
        x="228"
        y="133"
        width="62"
        height="14"
        rx="4"
        fill="#14b897"
        transform="rotate(-28 228 140)"
      />
      <rect x="90" y="138" width="140" height="104" rx="8" fill="#0f7665" />
      <rect x="138" y="172" width="44" height="9" rx="4.5" fill="#115e52" />
      <path
        d="M160 112s-36-21-36-47a19 19 0 0 1 36-8.5 19 19 0 0 1 36 8.5c0 26-36 47-36 47z"
        fill="#f59e0b"
      />
      <g stroke="#0f7665" strokeWidth="4" strokeLinecap="round">
        <path d="M112 60l-12-8M208 60l12-8M160 24v-12" />
      </g>
    </svg>
  );
}
