import type { Broadcast, BroadcastChannel } from '@loyalty/contracts';
import { bangkokOfInstant, instantOfBangkok } from '../../../lib/bangkok-time';

/** The broadcast form's values: the points bound and the sending time as typed, the rest as the contract holds them. */
export interface BroadcastValues {
  title: string;
  title_en: string;
  body: string;
  body_en: string;
  link_path: string;
  segment: { tiers: string[]; min_points: string; partner_ids: number[] };
  channels: BroadcastChannel[];
  /** Bangkok wall-clock time; empty sends as soon as it may. */
  send_at: string;
}

/** A broadcast's values, or a new one's: LINE only, to everyone who accepts news, sent at once. */
export function broadcastValuesOf(broadcast: Broadcast | null): BroadcastValues {
  return {
    title: broadcast?.title ?? '',
    title_en: broadcast?.title_en ?? '',
    body: broadcast?.body ?? '',
    body_en: broadcast?.body_en ?? '',
    link_path: broadcast?.link_path ?? '',
    segment: {
      tiers: broadcast?.segment.tiers ?? [],
      min_points: broadcast?.segment.min_points === null ? '' : String(broadcast?.segment.min_points ?? ''),
      partner_ids: broadcast?.segment.partner_ids ?? [],
    },
    channels: broadcast?.channels ?? ['line'],
    send_at: bangkokOfInstant(broadcast?.send_at),
  };
}

/** The segment as the contract reads it: an empty bound is none, a typed one its number for the contract to check. */
export function segmentInputOf(segment: BroadcastValues['segment']) {
  const typed = segment.min_points.trim();
  return { ...segment, min_points: typed === '' ? null : Number(typed) };
}

/** The call's input as the form holds it: no link when empty, the Bangkok time as an instant. */
export function broadcastInputOf(values: BroadcastValues) {
  return {
    ...values,
    link_path: values.link_path.trim() === '' ? null : values.link_path.trim(),
    segment: segmentInputOf(values.segment),
    send_at: instantOfBangkok(values.send_at),
  };
}

/** A contract field's form field: an item of a segment's list belongs to the list's one field. */
export function broadcastFieldOf(contractField: string): string {
  return contractField.replace(/^((?:segment\.)?\w+)\.\d+$/, '$1');
}
