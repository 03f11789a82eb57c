import { Facebook, Instagram } from 'lucide-react';

// Drawn in lucide's stroke style so all four brand marks match.
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A brand mark drawn as stroked paths on lucide's 24-unit grid. */
function strokedIcon(...paths: string[]) {
  return function StrokedIcon({ className }: { className?: string }) {
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
        {paths.map((d) => (
          <path key={d} d={d} {...stroke} />
        ))}
      </svg>
    );
  };
}

const XIcon = strokedIcon('M4 4h4.2L20 20h-4.2z', 'M19.5 4l-6.3 7.2M10.8 12.8L4.5 20');
const TikTokIcon = strokedIcon('M14.5 3v12.5a4 4 0 1 1-4-4', 'M14.5 3c.4 2.9 2.6 5.1 5.5 5.4');

export const SOCIAL_ICONS = {
  instagram: Instagram,
  x: XIcon,
  facebook: Facebook,
  tiktok: TikTokIcon,
} as const;
