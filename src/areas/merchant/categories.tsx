// Categories (/merchant/categories, /create and /{id}; merchant-operations.md sections 2, 3, 5):
// search (300 ms), rows per page 10/20/50, the inline create/edit form (name required, description,
// active) opened by the create and edit routes, and delete after 'Delete this category?'.
import { useNavigate } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import { createConfirmMachine } from '../../machines/confirm.machine';
import { createListMachine, type ListQuery } from '../../machines/list.machine';
import { CATEGORY_MESSAGES, NEW_CATEGORY, categoryFormMachine, type CategoryFormValues } from '../../machines/merchant/category-form.machine';
import type { SaveInput } from '../../machines/form.machine';
import { CheckboxField } from '../../ui/checkbox-field';
import { columnHelper } from '../../ui/data-table';
import { TextField } from '../../ui/text-field';
import { TextareaField } from '../../ui/textarea-field';
import { useRole } from '../../ui/role';
import { deleteCategory, fetchCategoryPage, loadCategory, saveCategory, type Category } from './categories.actors';
import { useFormView } from '../../ui/use-form-view';
import { InlineFormPanel, useInlineForm } from './inline-form';
import { ListTransfer } from '../imports/list-transfer';
import { PagedList } from './paged-list';

export const CATEGORIES_TEXT = {
  title: 'Categories',
  search: 'Search categories',
  create: 'New Category',
  newTitle: 'New Category',
  editTitle: 'Edit Category',
  viewTitle: 'Category',
  loading: 'Loading categories...',
  searching: 'Searching...',
  empty: 'No categories yet.',
  emptyHelp: 'Categories group your products on lists, Place Orders and reports.',
  confirmTitle: 'Delete category',
  confirm: 'Delete this category?',
  deleted: CATEGORY_MESSAGES.deleted,
  deleteFailed: CATEGORY_MESSAGES.deleteFailed,
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
  const role = useRole();
  const form = useInlineForm(
    categoryEditorMachine,
    id === null ? { initial: NEW_CATEGORY, role, operation: 'createCategory' } : { id, role, operation: 'updateCategory' },
    CATEGORY_MESSAGES.saved,
    onDone,
  );
  const view = useFormView(form);
  const title = id === null ? CATEGORIES_TEXT.newTitle : view.allowed ? CATEGORIES_TEXT.editTitle : CATEGORIES_TEXT.viewTitle;
  return (
    <InlineFormPanel form={form} title={title} onCancel={() => onDone(false)} loadFailedText={CATEGORY_MESSAGES.loadFailed}>
      <TextField label="Name" name="category_name" required maxLength={255} value={view.values.category_name} onChange={view.text('category_name')} errors={view.fieldErrors.category_name} />
      <TextareaField
        label="Description"
        name="description"
        rows={3}
        maxLength={5000}
        value={view.values.description}
        onChange={view.text('description')}
        errors={view.fieldErrors.description}
      />
      <CheckboxField label="Active" name="is_active" checked={view.values.is_active} onChange={view.check('is_active')} errors={view.fieldErrors.is_active} />
    </InlineFormPanel>
  );
}

const col = columnHelper<Category>();
const columns = [
  col.accessor('category_name', { header: 'Name' }),
  col.accessor('description', { header: 'Description', cell: (info) => info.getValue() || '-' }),
  col.accessor('is_active', { header: 'Active', cell: (info) => (info.getValue() ? 'Yes' : 'No') }),
];
const categoryName = (c: Category) => c.category_name;

/** `editing`: 'new' on /create, the category id on /{id}, else nothing. */
export function CategoriesScreen({ editing }: { editing?: 'new' | number }) {
  const navigate = useNavigate();
  const toList = () => void navigate({ to: '/merchant/categories' });
  return (
    <PagedList
      listMachine={categoryListMachine}
      deleteMachine={deleteCategoryMachine}
      onDeleted={(category) => category.id === editing && toList()}
      text={CATEGORIES_TEXT}
      columns={columns}
      rowName={categoryName}
      createTo="/merchant/categories/create"
      editTo="/merchant/categories/$id"
      deleteOperation="deleteCategory"
      pageSizes={CATEGORY_PAGE_SIZES}
      actions={(list) => <ListTransfer list={list} exportKind="categories" />}
    >
      {(list) =>
        editing !== undefined && (
          <CategoryEditor
            key={editing}
            id={editing === 'new' ? null : editing}
            onDone={(saved) => {
              if (saved) list.send({ type: 'reload' });
              toList();
            }}
          />
        )
      }
    </PagedList>
  );
}
