// Leads and comments as the contract shows them.
import { API_PREFIX } from '../../lib/api-prefix';
import { avatarUrl } from '../media/avatar';
import type { Schemas, Wire } from '../../openapi/operations';
import type { CommentRow, LeadRow } from './repo';

export const STATUS_LABELS: Readonly<Record<Schemas['LeadStatus'], string>> = {
  NEW: 'New',
  CONTACTED: 'Contacted',
  QUALIFIED: 'Qualified',
  CONVERTED: 'Converted',
  LOST: 'Lost',
};

/** Lead attachments are not public: this URL needs the superadmin's bearer token. */
export const attachmentUrl = (leadId: number) => `${API_PREFIX}/leads/${leadId}/attachment/`;

export function toLead(r: LeadRow): Wire<Schemas['Lead']> {
  return {
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email,
    phone_number: r.phone_number,
    name_of_business: r.name_of_business,
    street_address: r.street_address,
    city: r.city,
    state: r.state,
    zip: r.zip,
    country: r.country,
    number_of_locations: r.number_of_locations,
    extra_information: r.extra_information,
    attachments: r.attachment_path ? attachmentUrl(r.id) : null,
    attachment_name: r.attachment_path ? r.attachment_name : null,
    attachment_type: r.attachment_path ? r.attachment_type : null,
    status: r.status,
    status_display: STATUS_LABELS[r.status],
    sales_rep:
      r.sales_rep_id !== null && r.rep_username !== null
        ? {
            id: r.sales_rep_id,
            username: r.rep_username,
            avatar_url: avatarUrl({ id: r.sales_rep_id, username: r.rep_username, first_name: r.rep_first_name, last_name: r.rep_last_name }),
          }
        : null,
    date_created: r.date_created,
    date_updated: r.date_updated,
  };
}

export function toComment(c: CommentRow): Wire<Schemas['LeadComment']> {
  return {
    id: c.id,
    lead: c.lead_id,
    body: c.body,
    added_by: c.added_by,
    username: c.username,
    avatar_url: avatarUrl({ id: c.added_by, username: c.username, first_name: c.first_name, last_name: c.last_name }),
    date_created: c.date_created,
    date_updated: c.date_updated,
  };
}
