import { type IconProps, Svg, shapedIcon } from '@/components/ui/icons';
import { ARTICLE_SHAPE, INFO_SHAPE, QR_SCAN_SHAPE, RECEIPT_SHAPE, TICKET_SHAPE } from '../lib/collect-hub-classes';

/** The ways to collect points, drawn on the same 24 px grid as the shared icons. */
export const ReceiptIcon = /* @__PURE__ */ shapedIcon(RECEIPT_SHAPE);

export const QrScanIcon = /* @__PURE__ */ shapedIcon(QR_SCAN_SHAPE);

export const TicketIcon = /* @__PURE__ */ shapedIcon(TICKET_SHAPE);

export const ArticleIcon = /* @__PURE__ */ shapedIcon(ARTICLE_SHAPE);

export const InfoIcon = /* @__PURE__ */ shapedIcon(INFO_SHAPE);

export const FileIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5" />
  </Svg>
);

export const UploadIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 16V4M7 9l5-5 5 5" />
    <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
  </Svg>
);
