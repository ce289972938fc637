// The superadmin lead and comment calls (platform.md section 7) as promises for the machines'
// actors: they resolve with data shaped for the screens and reject with an ApiError (its message
// per the error rule, and the field errors the lead creation shows).
import { api, multipart } from '../../api/client';
import { fileNameFrom } from '../../api/file-name';
import { dataOf, doneOf } from '../../api/errors';
import type { components, paths } from '../../api/schema';
import { MESSAGES as CREATE_MESSAGES, type NewLead } from '../../machines/superadmin/create-lead.machine';
import { MESSAGES as DETAIL_MESSAGES, type DownloadedFile } from '../../machines/superadmin/lead-detail.machine';
import { MESSAGES as COMMENT_MESSAGES, type LeadComment } from '../../machines/superadmin/lead-comments.machine';
import { LEAD_EDIT_TEXT, type LeadChanges } from '../../machines/superadmin/lead-form.machine';
import { toListPage, type ListPage } from '../../machines/list.machine';

export type Lead = components['schemas']['Lead'];
/** The contract types the multipart fields as JSON values; the form sends them as strings and a File. */
type AddLeadBody = paths['/leads/add-lead/']['post']['requestBody']['content']['multipart/form-data'];

const LIST_FAILED = 'Failed to load leads.';
export const DELETE_FAILED = 'Failed to delete lead.';

/** The list machine's fetchPage: every lead on one page (the API does not page leads). */
export async function fetchLeadPage(_query?: unknown, signal?: AbortSignal): Promise<ListPage<Lead>> {
  return toListPage<Lead>(await dataOf(api.GET('/leads/list-leads/', { signal }), LIST_FAILED));
}

export function deleteLead(id: number): Promise<void> {
  return doneOf(api.DELETE('/leads/{id}/delete-lead/', { params: { path: { id } } }), DELETE_FAILED);
}

/** POST /leads/add-lead/ as multipart (only the filled fields). */
export function createLead(lead: NewLead): Promise<Lead> {
  return dataOf(api.POST('/leads/add-lead/', { ...multipart(lead as unknown as AddLeadBody) }), CREATE_MESSAGES.tryAgain);
}

/** PATCH /leads/{id} (updateLead): the lead as the server kept it. */
export function updateLead(id: number, body: LeadChanges): Promise<Lead> {
  return dataOf(api.PATCH('/leads/{id}', { params: { path: { id } }, body }), LEAD_EDIT_TEXT.saveFailed);
}

export async function loadLead(id: number): Promise<Lead> {
  return (await dataOf(api.GET('/leads/{id}', { params: { path: { id } } }), DETAIL_MESSAGES.loadFailed)).data;
}

/** GET /leads/{id}/attachment/ with the token, as a Blob and its file name. */
export async function fetchLeadAttachment({ id, fileName }: { id: number; fileName: string }): Promise<DownloadedFile> {
  const call = api.GET('/leads/{id}/attachment/', { params: { path: { id } }, parseAs: 'blob' });
  const blob = await dataOf(call, DETAIL_MESSAGES.downloadFailed);
  // The call has answered by now: its headers name the file.
  const { response } = await call;
  return { blob, fileName: fileNameFrom(response.headers.get('Content-Disposition'), fileName) };
}

export async function listLeadComments(leadId: number): Promise<LeadComment[]> {
  return toListPage<LeadComment>(await dataOf(api.GET('/leads/list-comments/{leadId}', { params: { path: { leadId } } }), COMMENT_MESSAGES.loadFailed)).rows;
}

export function addLeadComment({ leadId, body }: { leadId: number; body: string }): Promise<LeadComment> {
  return dataOf(api.POST('/leads/add-comment/{leadId}', { params: { path: { leadId } }, body: { body } }), COMMENT_MESSAGES.addFailed);
}

export function updateLeadComment({ commentId, body }: { commentId: number; body: string }): Promise<LeadComment> {
  return dataOf(api.PUT('/leads/update-comment/{commentId}', { params: { path: { commentId } }, body: { body } }), COMMENT_MESSAGES.updateFailed);
}
