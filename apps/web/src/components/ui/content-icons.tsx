import { HISTORY_SHAPE, QR_CODE_SHAPE, TRANSFER_SHAPE } from './icon-shapes';
import { type IconProps, Svg, shapedIcon } from './icons';

/** Icons of screens' content, kept apart from the chrome's so they load with those screens. */
export const EyeIcon = ({ off, ...props }: IconProps & { off?: boolean }) => (
  <Svg {...props}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
    {off ? <path d="m3 3 18 18" /> : null}
  </Svg>
);

export const HistoryIcon = /* @__PURE__ */ shapedIcon(HISTORY_SHAPE);

export const TransferIcon = /* @__PURE__ */ shapedIcon(TRANSFER_SHAPE);

export const CheckIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M20 6 9 17l-5-5" />
  </Svg>
);

export const PencilIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M17 3a2.8 2.8 0 0 1 4 4L7.5 20.5 2 22l1.5-5.5Z" />
  </Svg>
);

export const TrashIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" />
  </Svg>
);

export const PlusIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 5v14M5 12h14" />
  </Svg>
);

export const CameraIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M14.5 4h-5L7 7H4a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-3z" />
    <circle cx="12" cy="13" r="3" />
  </Svg>
);

export const QrCodeIcon = /* @__PURE__ */ shapedIcon(QR_CODE_SHAPE);

export const CloseIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
);
