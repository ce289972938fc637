// Categories (/merchant/categories, /create and /{id}; merchant-operations.md sections 2, 3, 5):
// search (300 ms), rows per page 10/20/50, the inline create/edit form (name required, description,
// active) opened by the create and edit routes, and delete after 'Delete this category?'.
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { createConfirmMachine } from '../../machines/confirm.machine';
import { createListMachine, type ListQuery } from '../../machines/list.machine';
import { CATEGORY_MESSAGES, NEW_CATEGORY, categoryFormMachine, type CategoryFormValues } from '../../machines/merchant/category-form.machine';
import type { SaveInput } from '../../machines/form.machine';
import { Button, buttonClasses } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { ConfirmDialog, useConfirmDialog } from '../../ui/confirm-dialog';
import { columnHelper } from '../../ui/data-table';
import { ListPager, ListSearchBox } from '../../ui/list-controls';
import { ListTable } from '../../ui/list-table';
import { Page } from '../../ui/page';
import { TextField } from '../../ui/text-field';
import { TextareaField } from '../../ui/textarea-field';
import { toast } from '../../ui/toasts';
import { deleteCategory, fetchCategoryPage, loadCategory, saveCategory, type Category } from './categories.actors';
import { InlineFormPanel, useFormView, useInlineForm } from './inline-form';

export const CATEGORIES_TEXT = {
  title: 'Categories',
  search: 'Search categories',
  create: 'New Category',
  newTitle: 'New Category',
  editTitle: 'Edit Category',
  loading: 'Loading categories...',
  searching: 'Searching...',
  empty: 'No categories yet.',
  confirmTitle: 'Delete category',
  confirm: 'Delete this category?',
} as const;

export const CATEGORY_PAGE_SIZES = [10, 20, 50];

const categoryListMachine = createListMachine<Category>().provide({
  actors: { fetchPage: fromPromise(({ input, signal }: { input: ListQuery; signal: AbortSignal }) => fetchCategoryPage(input, signal)) },
});

const deleteCategoryMachine = createConfirmMachine<Category, void>().provide({
  actors: { perform: fromPromise(({ input }: { input: { target: Category } }) => deleteCategory(input.target.id)) },
});

const categoryEditorMachine = categoryFormMachine.provide({
  actors: {
    load: fromPromise<CategoryFormValues, { id: string | number }>(({ input }) => loadCategory(Number(input.id))),
    save: fromPromise<CategoryFormValues | void, SaveInput<CategoryFormValues>>(({ input }) => saveCategory(input.values)),
  },
});

/** The inline form: a new category, or the one of the route. */
function CategoryEditor({ id, onDone }: { id: number | null; onDone: (saved: boolean) => void }) {
  const form = useInlineForm(categoryEditorMachine, id === null ? { initial: NEW_CATEGORY } : { id }, CATEGORY_MESSAGES.saved, onDone);
  const view = useFormView(form);
  return (
    <InlineFormPanel form={form} title={id === null ? CATEGORIES_TEXT.newTitle : CATEGORIES_TEXT.editTitle} onCancel={() => onDone(false)} loadFailedText={CATEGORY_MESSAGES.loadFailed}>
      <TextField label="Name" name="category_name" required maxLength={255} value={view.values.category_name} onChange={view.text('category_name')} errors={view.fieldErrors.category_name} />
      <TextareaField label="Description" name="description" rows={3} maxLength={5000} value={view.values.description} onChange={view.text('description')} errors={view.fieldErrors.description} />
      <CheckboxField label="Active" name="is_active" checked={view.values.is_active} onChange={view.check('is_active')} errors={view.fieldErrors.is_active} />
    </InlineFormPanel>
  );
}

const col = columnHelper<Category>();

/** `editing`: 'new' on /create, the category id on /{id}, else nothing. */
export function CategoriesScreen({ editing }: { editing?: 'new' | number }) {
  const navigate = useNavigate();
  const list = useActorRef(categoryListMachine, { input: { pageSize: CATEGORY_PAGE_SIZES[0], debounceMs: 300 } });
  const toList = () => void navigate({ to: '/merchant/categories' });
  const confirm = useActorRef(
    deleteCategoryMachine.provide({
      actions: {
        onDone: (_, { target }) => {
          toast(CATEGORY_MESSAGES.deleted, 'success');
          list.send({ type: 'reload' });
          if (target.id === editing) toList();
        },
        onFailed: ({ context }) => void toast(context.error ?? CATEGORY_MESSAGES.deleteFailed, 'error'),
      },
    }),
  );
  const { dialog } = useConfirmDialog(confirm);

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('category_name', { header: 'Name' }),
        col.accessor('description', { header: 'Description', cell: (info) => info.getValue() || '-' }),
        col.accessor('is_active', { header: 'Active', cell: (info) => (info.getValue() ? 'Yes' : 'No') }),
        col.display({
          id: 'actions',
          header: 'Actions',
          cell: ({ row }) => (
            <div className="flex gap-1">
              <Link to="/merchant/categories/$id" params={{ id: String(row.original.id) }} aria-label={`Edit ${row.original.category_name}`} className={buttonClasses('link')}>
                Edit
              </Link>
              <Button variant="link" className="text-red-700" aria-label={`Delete ${row.original.category_name}`} onClick={() => confirm.send({ type: 'confirm.open', target: row.original })}>
                Delete
              </Button>
            </div>
          ),
        }),
      ]),
    [confirm],
  );

  return (
    <Page
      title={CATEGORIES_TEXT.title}
      actions={
        <Link to="/merchant/categories/create" className={buttonClasses('primary')}>
          {CATEGORIES_TEXT.create}
        </Link>
      }
    >
      {editing !== undefined && (
        <CategoryEditor
          key={editing}
          id={editing === 'new' ? null : editing}
          onDone={(saved) => {
            if (saved) list.send({ type: 'reload' });
            toList();
          }}
        />
      )}
      <ListSearchBox list={list} label={CATEGORIES_TEXT.search} placeholder={CATEGORIES_TEXT.search} />
      <ListTable list={list} columns={columns} getRowId={(row) => String(row.id)} text={CATEGORIES_TEXT} searchingMode="above" caption="Categories" />
      <ListPager list={list} pageSizeOptions={CATEGORY_PAGE_SIZES} />
      <ConfirmDialog {...dialog} title={CATEGORIES_TEXT.confirmTitle} message={CATEGORIES_TEXT.confirm} />
    </Page>
  );
}
