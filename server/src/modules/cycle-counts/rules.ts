// How the API gives a batch, its lines and its timeline.
import type { BatchRow, EventRow } from './repo';

export function toBatch(r: BatchRow) {
  return {
    id: r.id,
    name: r.name,
    status: r.status,
    areas: r.areas,
    area_names: r.area_names,
    notes: r.notes,
    started_by: r.started_by === null ? null : { id: r.started_by, name: r.started_by_name ?? '' },
    started_by_name: r.started_by_name,
    started_at: r.started_at,
    finalized_at: r.finalized_at,
    closed_at: r.closed_at,
    created_at: r.created_at,
    last_saved_at: r.last_saved_at,
    line_count: r.line_count,
    counted_count: r.counted_count,
  };
}

export function toEvent(r: EventRow) {
  return {
    id: r.id,
    action: r.action,
    status_from: r.status_from,
    status_to: r.status_to,
    user: r.user_id === null ? null : { id: r.user_id, name: r.user_name ?? '' },
    details: r.details,
    at: r.created_at,
  };
}
