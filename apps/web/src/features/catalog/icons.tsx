/** The list's small line icons; decorative, so hidden from assistive technology. */
type IconProps = { className?: string };

const base = {
  focusable: 'false',
  viewBox: '0 0 20 20',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function CheckIcon({ className = 'h-3 w-3' }: IconProps) {
  return (
    <svg aria-hidden="true" {...base} strokeWidth={2.6} className={className}>
      <path d="M4 10.5l4 4 8-9" />
    </svg>
  );
}

export function CloseIcon({ className = 'h-3.5 w-3.5' }: IconProps) {
  return (
    <svg aria-hidden="true" {...base} strokeWidth={2.2} className={className}>
      <path d="M5 5l10 10M15 5L5 15" />
    </svg>
  );
}

export function ChevronIcon({ className = 'h-4 w-4' }: IconProps) {
  return (
    <svg aria-hidden="true" {...base} className={className}>
      <path d="M7.5 4.5L13 10l-5.5 5.5" />
    </svg>
  );
}

export function GridIcon({ className = 'h-4 w-4' }: IconProps) {
  return (
    <svg aria-hidden="true" {...base} className={className}>
      <rect x="3" y="3" width="5.5" height="5.5" rx="1" />
      <rect x="11.5" y="3" width="5.5" height="5.5" rx="1" />
      <rect x="3" y="11.5" width="5.5" height="5.5" rx="1" />
      <rect x="11.5" y="11.5" width="5.5" height="5.5" rx="1" />
    </svg>
  );
}

export function ListIcon({ className = 'h-4 w-4' }: IconProps) {
  return (
    <svg aria-hidden="true" {...base} className={className}>
      <rect x="3" y="3.5" width="4" height="4" rx="1" />
      <rect x="3" y="12.5" width="4" height="4" rx="1" />
      <path d="M10 5.5h7M10 14.5h7" />
    </svg>
  );
}

export function SearchIcon({ className = 'h-4 w-4' }: IconProps) {
  return (
    <svg aria-hidden="true" {...base} className={className}>
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="M13 13l4 4" />
    </svg>
  );
}

export function FilterIcon({ className = 'h-4 w-4' }: IconProps) {
  return (
    <svg aria-hidden="true" {...base} className={className}>
      <path d="M3 5h14M6 10h8M8.5 15h3" />
    </svg>
  );
}
