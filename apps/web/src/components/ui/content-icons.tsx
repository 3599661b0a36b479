import { type IconProps, Svg } from './icons';

/** Icons of screens' content, kept apart from the chrome's so they load with those screens. */
export const EyeIcon = ({ off, ...props }: IconProps & { off?: boolean }) => (
  <Svg {...props}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
    {off ? <path d="m3 3 18 18" /> : null}
  </Svg>
);

export const HistoryIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5M12 7v5l3 2" />
  </Svg>
);

export const TransferIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 8h14l-3-3M20 16H6l3 3" />
  </Svg>
);
