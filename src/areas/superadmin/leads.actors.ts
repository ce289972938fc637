// The superadmin lead and comment calls (platform.md section 7) as promises for the machines'
// actors: they resolve with data shaped for the screens and reject with an ApiError (its message
// per the error rule), or with `{fieldErrors, message}` for the lead creation.
import { api, multipart } from '../../api/client';
import { ApiError, saveFailure } from '../../api/errors';
import type { components, paths } from '../../api/schema';
import { MESSAGES as CREATE_MESSAGES, type NewLead } from '../../machines/superadmin/create-lead.machine';
import { MESSAGES as DETAIL_MESSAGES, type DownloadedFile } from '../../machines/superadmin/lead-detail.machine';
import { MESSAGES as COMMENT_MESSAGES, type LeadComment } from '../../machines/superadmin/lead-comments.machine';
import { toListPage, type ListPage } from '../../machines/list.machine';

export type Lead = components['schemas']['Lead'];
/** The contract types the multipart fields as JSON values; the form sends them as strings and a File. */
type AddLeadBody = paths['/leads/add-lead/']['post']['requestBody']['content']['multipart/form-data'];

const LIST_FAILED = 'Failed to load leads.';
export const DELETE_FAILED = 'Failed to delete lead.';

/** The list machine's fetchPage: every lead on one page (the API does not page leads). */
export async function fetchLeadPage(_query?: unknown, signal?: AbortSignal): Promise<ListPage<Lead>> {
  const { data, error, response } = await api.GET('/leads/list-leads/', { signal });
  if (!data) throw new ApiError(response.status, error, LIST_FAILED);
  return toListPage<Lead>(data);
}

export async function deleteLead(id: number): Promise<void> {
  const { error, response } = await api.DELETE('/leads/{id}/delete-lead/', { params: { path: { id } } });
  if (!response.ok) throw new ApiError(response.status, error, DELETE_FAILED);
}

/** POST /leads/add-lead/ as multipart (only the filled fields); rejects with `{fieldErrors, message}`. */
export async function createLead(lead: NewLead): Promise<Lead> {
  const { data, error } = await api.POST('/leads/add-lead/', { ...multipart(lead as unknown as AddLeadBody) });
  if (!data) throw saveFailure(error, CREATE_MESSAGES.tryAgain);
  return data;
}

export async function loadLead(id: number): Promise<Lead> {
  const { data, error, response } = await api.GET('/leads/{id}', { params: { path: { id } } });
  if (!data) throw new ApiError(response.status, error, DETAIL_MESSAGES.loadFailed);
  return data.data;
}

/** The file name of a Content-Disposition header (filename* first), else the fallback. */
export function fileNameFrom(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name || fallback;
}

/** GET /leads/{id}/attachment/ with the token, as a Blob and its file name. */
export async function fetchLeadAttachment({ id, fileName }: { id: number; fileName: string }): Promise<DownloadedFile> {
  const { data, error, response } = await api.GET('/leads/{id}/attachment/', { params: { path: { id } }, parseAs: 'blob' });
  if (!data) throw new ApiError(response.status, error, DETAIL_MESSAGES.downloadFailed);
  return { blob: data, fileName: fileNameFrom(response.headers.get('Content-Disposition'), fileName) };
}

export async function listLeadComments(leadId: number): Promise<LeadComment[]> {
  const { data, error, response } = await api.GET('/leads/list-comments/{leadId}', { params: { path: { leadId } } });
  if (!data) throw new ApiError(response.status, error, COMMENT_MESSAGES.loadFailed);
  return toListPage<LeadComment>(data).rows;
}

export async function addLeadComment({ leadId, body }: { leadId: number; body: string }): Promise<LeadComment> {
  const { data, error, response } = await api.POST('/leads/add-comment/{leadId}', { params: { path: { leadId } }, body: { body } });
  if (!data) throw new ApiError(response.status, error, COMMENT_MESSAGES.addFailed);
  return data;
}

export async function updateLeadComment({ commentId, body }: { commentId: number; body: string }): Promise<LeadComment> {
  const { data, error, response } = await api.PUT('/leads/update-comment/{commentId}', { params: { path: { commentId } }, body: { body } });
  if (!data) throw new ApiError(response.status, error, COMMENT_MESSAGES.updateFailed);
  return data;
}
